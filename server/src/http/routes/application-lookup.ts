import type { FastifyInstance } from 'fastify';
import { findApplicationByReference } from '../../db/repositories/application-repository.js';
import { listDocuments } from '../../db/repositories/document-repository.js';
import { AppError } from '../../domain/app-error.js';
import { toStoredRecord } from '../../domain/applications/to-stored-record.js';
import { normalizeReference } from '../../domain/cases/reference-number.js';
import { accessOf } from '../plugins/applicant-session.js';
import { limitPerAddress } from '../plugins/limit-per-address.js';

/**
 * Without the applicant's own session a reference only tells whether the application exists, and a
 * client address may ask that only so often; the details come with the session (created with the
 * application, or after a verified code).
 */
export async function applicationLookupRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  for (const kind of ['residential', 'business'] as const) {
    app.get<{ Params: { reference: string } }>(`/${kind}-applications/:reference`, async (request) => {
      const { sessionCaseId } = await accessOf(request);
      const normalized = normalizeReference(request.params.reference);
      const found = normalized ? await findApplicationByReference(db, normalized) : undefined;
      const isOfKind = found?.isBusiness === (kind === 'business');
      if (found && isOfKind && found.id === sessionCaseId) {
        return {
          success: true,
          application: toStoredRecord(found, await listDocuments(db, found.id), request.language),
        };
      }
      // A stranger's lookup, found or not, counts against the address.
      await limitPerAddress(request, 'lookup');
      if (!found || !isOfKind) throw new AppError('application_not_found');
      return { success: true, exists: true, applicationNumber: found.reference };
    });
  }
}
