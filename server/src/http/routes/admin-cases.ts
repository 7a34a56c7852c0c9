import { noteSchema } from '@protea/shared/schemas/admin-application-detail';
import { assignSchema } from '@protea/shared/schemas/case-list';
import { rejectDocumentSchema } from '@protea/shared/schemas/document-review';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AdminCaseKind } from '../../domain/case-kinds/admin-case-kind.js';
import {
  addStaffNote,
  assignCase,
  caseListQueryFor,
  decideCase,
  decisionSchema,
  decisionsOf,
  exportCaseList,
  readCaseAccessLog,
  readCaseDetail,
} from '../../domain/case-kinds/admin-case-use-cases.js';
import { applicationKind } from '../../domain/case-kinds/application-kind.js';
import { approveCaseDocument, rejectCaseDocument } from '../../domain/case-kinds/document-review.js';
import { terminationKind } from '../../domain/case-kinds/termination-kind.js';
import { requireAdmin, staffReaderOf } from '../plugins/admin-auth.js';
import { adminContextOf } from '../plugins/admin-context.js';
import { guardedRoutes } from '../plugins/guarded-routes.js';
import { sendCsv } from './send-csv.js';
import { sendIssuedPdf } from './send-issued-pdf.js';

type WithId = { Params: { id: string } };

/** Every kind of request the back office reviews; a new kind is an object of domain/case-kinds, not a copy of routes. */
const KINDS: readonly AdminCaseKind[] = [applicationKind, terminationKind] as unknown as readonly AdminCaseKind[];

/**
 * The admin routes of every kind, registered from its case kind (ADR 030): statistics, the list and its CSV, the
 * detail, the access log, notes, each document's review, every decision, and the PDF where the kind has one here. The spec's paths and
 * payloads are the kind's.
 */
export const adminCaseRoutes = guardedRoutes([requireAdmin], async (app: FastifyInstance) => {
  const { database, storage } = app.deps;
  const db = database.db;
  const contextOf = adminContextOf;

  for (const kind of KINDS) {
    const { path } = kind;
    app.get(kind.statsPath, async () => kind.stats(db));
    const listQuery = (request: FastifyRequest) =>
      caseListQueryFor(kind.listQuery.parse(request.query ?? {}), request.admin!.id);
    app.get(path, async (request) => kind.list(db, listQuery(request)));
    app.get(`${path}/export.csv`, async (request, reply) => {
      const query = listQuery(request);
      return sendCsv(reply, kind.listName, await exportCaseList(kind, db, staffReaderOf(request), query));
    });
    app.get<WithId>(`${path}/:id`, async (request) =>
      readCaseDetail(kind, db, staffReaderOf(request), request.params.id, request.language),
    );
    app.get<WithId>(`${path}/:id/access-log`, async (request) => readCaseAccessLog(kind, db, request.params.id));
    app.post<WithId>(`${path}/:id/notes`, async (request) => {
      const { note } = noteSchema.parse(request.body ?? {});
      return addStaffNote(kind, contextOf(request), request.params.id, note);
    });
    app.post<WithId>(`${path}/:id/assign`, async (request) => {
      const { assignee } = assignSchema.parse(request.body ?? {});
      return assignCase(kind, contextOf(request), request.params.id, assignee);
    });
    const documentParams = z.object({ id: z.string(), type: kind.documentType });
    app.post(`${path}/:id/documents/:type/approve`, async (request) => {
      const { id, type } = documentParams.parse(request.params);
      await approveCaseDocument(kind, contextOf(request), id, type);
      return { success: true };
    });
    app.post(`${path}/:id/documents/:type/reject`, async (request) => {
      const { id, type } = documentParams.parse(request.params);
      const input = rejectDocumentSchema.parse(request.body ?? {});
      await rejectCaseDocument(kind, contextOf(request), id, type, input);
      return { success: true };
    });
    for (const action of decisionsOf(kind)) {
      app.post<WithId>(`${path}/:id/${action}`, async (request) => {
        const input = decisionSchema(kind, action)?.parse(request.body ?? {});
        return decideCase(kind, contextOf(request), request.params.id, action, input);
      });
    }
    const { pdf } = kind;
    if (pdf) {
      app.get<WithId>(`${path}/:id/pdf`, async (request, reply) => {
        const row = await kind.load(db, request.params.id);
        return sendIssuedPdf(request, reply, {
          target: row,
          reader: { to: 'admin', admin: request.admin! },
          fileName: pdf.fileName(request.params.id),
          render: (verification) => pdf.render({ db, storage }, row, verification),
        });
      });
    }
  }
});
