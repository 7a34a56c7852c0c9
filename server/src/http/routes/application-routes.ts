import { applicationDraftKind } from '@protea/shared/draft-constants';
import { applicationKindOf } from '@protea/shared/kinds/application-kinds';
import { stepSchema } from '@protea/shared/schemas/application-steps';
import {
  createBusinessApplicationSchema,
  updateBusinessApplicationSchema,
} from '@protea/shared/schemas/business-application';
import { confirmCellSchema } from '@protea/shared/schemas/cell-confirmation';
import { postalSchema } from '@protea/shared/schemas/property';
import {
  createResidentialApplicationSchema,
  updateResidentialApplicationSchema,
} from '@protea/shared/schemas/residential-application';
import { signingDraftSchema } from '@protea/shared/schemas/signing-draft';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../domain/app-error.js';
import {
  assertEditable,
  findByReferenceOr404,
  loadOwnApplication,
} from '../../domain/applications/application-access.js';
import { applicationRecordOf, currentApplicationRecord } from '../../domain/applications/application-record.js';
import { createApplication } from '../../domain/applications/create-application.js';
import { saveStep } from '../../domain/applications/save-step.js';
import { updateApplication } from '../../domain/applications/update-application.js';
import { readSigningDraft, saveSigningDraft } from '../../domain/cases/signing-draft.js';
import { completeDocuments } from '../../domain/documents/complete-documents.js';
import { clearFirstScreenDraft } from '../../domain/drafts/first-screen-draft.js';
import { confirmCell } from '../../domain/verification/confirm-cell.js';
import { accessOf, setCustomerSession } from '../plugins/applicant-session.js';
import { limitPerAddress } from '../plugins/limit-per-address.js';
import { draftTokenOf } from './drafts.js';

type WithReference = { Params: { reference: string } };

/** The wizard's calls, the same for households (form type 1) and businesses (form type 4). */
const KINDS = {
  residential: { create: createResidentialApplicationSchema, update: updateResidentialApplicationSchema },
  business: { create: createBusinessApplicationSchema, update: updateBusinessApplicationSchema },
} as const;

export async function applicationRoutes(app: FastifyInstance) {
  const { database, config, notifier, storage } = app.deps;
  const db = database.db;
  const drafts = { db, sessionSecret: config.SESSION_SECRET };

  for (const [kind, schemas] of Object.entries(KINDS) as Array<
    [keyof typeof KINDS, (typeof KINDS)[keyof typeof KINDS]]
  >) {
    const base = applicationKindOf(kind).path;
    /** An application of this kind: a reference of the other kind is not found under this path. */
    const ofKind = <Application extends { isBusiness: boolean }>(application: Application) => {
      if (application.isBusiness !== (kind === 'business')) throw new AppError('application_not_found');
      return application;
    };
    const ownOfKind = async (request: FastifyRequest<WithReference>) =>
      ofKind(await loadOwnApplication(db, request.params.reference, await accessOf(request)));

    app.post(base, async (request, reply) => {
      const input = schemas.create.parse(request.body ?? {});
      const application = await createApplication({ db, notifier }, kind, input, request.language);
      await clearFirstScreenDraft(drafts, draftTokenOf(request), applicationDraftKind(kind));
      await setCustomerSession(request, reply, application.id);
      return reply.status(201).send({ success: true, applicationNumber: application.reference });
    });

    app.put<WithReference>(`${base}/:reference`, async (request) => {
      const application = await ownOfKind(request);
      const input = schemas.update.parse(request.body ?? {});
      const updated = await updateApplication({ db, storage }, application, input);
      return { success: true, application: await applicationRecordOf(db, updated, request.language) };
    });

    app.put<WithReference>(`${base}/:reference/step`, async (request) => {
      const application = await ownOfKind(request);
      const { stepNumber } = stepSchema.parse(request.body ?? {});
      await saveStep(db, application, stepNumber);
      return { success: true };
    });

    // Anyone holding the code sent to the phone on file gets the session for this application.
    app.put<WithReference>(`${base}/:reference/confirm-cell`, async (request, reply) => {
      const { code } = confirmCellSchema.parse(request.body ?? {});
      await limitPerAddress(request, 'lookup');
      const application = ofKind(await findByReferenceOr404(db, request.params.reference));
      await confirmCell({ db, sessionSecret: config.SESSION_SECRET }, application, code);
      await setCustomerSession(request, reply, application.id);
      return { success: true, application: await currentApplicationRecord(db, application.id, request.language) };
    });

    app.post<WithReference>(`${base}/:reference/complete-documents`, async (request) => {
      const application = await ownOfKind(request);
      const postal = postalSchema.parse(request.body ?? {});
      await completeDocuments(db, application, postal);
      return { success: true };
    });

    // The last step as far as it got (the boxes, the signature begun), so a reload there shows it again (ADR 032).
    app.get<WithReference>(`${base}/:reference/signing-draft`, async (request) => {
      const application = await ownOfKind(request);
      return { success: true, draft: await readSigningDraft(db, application.id) };
    });

    app.put<WithReference>(`${base}/:reference/signing-draft`, async (request) => {
      await limitPerAddress(request, 'draft');
      const application = await ownOfKind(request);
      const draft = signingDraftSchema.parse(request.body ?? {});
      assertEditable(application);
      await saveSigningDraft(db, application.id, draft);
      return { success: true };
    });
  }
}
