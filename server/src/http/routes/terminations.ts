import { confirmCellSchema } from '@protea/shared/schemas/cell-confirmation';
import { signingDraftSchema } from '@protea/shared/schemas/signing-draft';
import {
  TERMINATION_WIZARD_KINDS,
  type TerminationWizardKind,
  terminationDraftSchema,
  terminationSubmissionSchema,
} from '@protea/shared/schemas/termination';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadTerminationForAdmin } from '../../domain/admin-terminations/load-termination.js';
import { AppError, unauthorized } from '../../domain/app-error.js';
import { readSigningDraft, saveSigningDraft } from '../../domain/cases/signing-draft.js';
import { clearFirstScreenDraft } from '../../domain/drafts/first-screen-draft.js';
import { cancelOwnTermination } from '../../domain/terminations/cancel-termination.js';
import { registerAddressOf } from '../../domain/terminations/register-address.js';
import { saveTerminationDraft } from '../../domain/terminations/save-termination-draft.js';
import { submitTermination } from '../../domain/terminations/submit-termination.js';
import {
  assertCustomerEditable,
  findOpenTerminationNamed,
  findSessionTermination,
  loadSessionTermination,
  loadTerminationForReader,
  SESSION_DRAFT_ID,
  TERMINATION_SESSION_COOKIE,
  terminationNamed,
} from '../../domain/terminations/termination-access.js';
import {
  removeStaffTerminationDocument,
  removeTerminationDocument,
  uploadStaffTerminationDocument,
  uploadTerminationDocument,
} from '../../domain/terminations/termination-documents.js';
import {
  confirmDraftCell,
  currentTerminationDraft,
  readSessionDraft,
  terminationDraftOf,
} from '../../domain/terminations/termination-draft.js';
import { generateTerminationPdf } from '../../domain/terminations/termination-pdf.js';
import { confirmCell } from '../../domain/verification/confirm-cell.js';
import { asLanguage, translate } from '../../i18n/translate.js';
import { adminOf } from '../plugins/admin-auth.js';
import { accessOf, setCustomerSession } from '../plugins/applicant-session.js';
import { limitPerAddress } from '../plugins/limit-per-address.js';
import { readUpload } from '../plugins/read-upload.js';
import { draftTokenOf } from './drafts.js';
import { readerOf, sendIssuedPdf } from './send-issued-pdf.js';
import { sendCaseDocument } from './send-stored-file.js';

type WithAccount = { Params: { accountNo: string } };

/** The termination customer's own session; an admin is let in where `allowAdmin` says so. */
export const terminationAccessOf = (request: FastifyRequest, options: { allowAdmin?: boolean } = {}) =>
  accessOf(request, { ...options, cookie: TERMINATION_SESSION_COOKIE });

const isWizardKind = (value: unknown): value is TerminationWizardKind =>
  (TERMINATION_WIZARD_KINDS as readonly unknown[]).includes(value);

/**
 * The customer side of terminations (docs/api/terminations.md), declared in the uploads context of api-routes.ts,
 * where multipart bodies are read.
 */
export async function terminationRoutes(app: FastifyInstance) {
  const { database, config, storage, notifier } = app.deps;
  const db = database.db;
  const deps = { db, storage, notifier };
  const codeDeps = { db, sessionSecret: config.SESSION_SECRET };

  const sessionTermination = async (request: FastifyRequest, id?: string) =>
    loadSessionTermination(db, await terminationAccessOf(request), id);

  const startSession = (request: FastifyRequest, reply: FastifyReply, termination: { id: string }) =>
    setCustomerSession(request, reply, termination.id, TERMINATION_SESSION_COOKIE);

  app.put('/terminations/draft', async (request, reply) => {
    await limitPerAddress(request, 'draft');
    const input = terminationDraftSchema.parse(request.body ?? {});
    const current = await findSessionTermination(db, await terminationAccessOf(request));
    const { termination, created } = await saveTerminationDraft({ db, notifier }, current, input, request.language);
    if (created) {
      // The termination exists: what its first screen's draft held is its own now (ADR 041).
      await clearFirstScreenDraft(codeDeps, draftTokenOf(request), termination.kind);
      await startSession(request, reply, termination);
    }
    return { success: true, terminationId: termination.reference };
  });

  app.get<{ Querystring: { kind?: string } }>('/terminations/draft', async (request) => {
    const access = await terminationAccessOf(request);
    const kind = isWizardKind(request.query.kind) ? request.query.kind : undefined;
    return { success: true, termination: await readSessionDraft(db, access, kind, request.language) };
  });

  // The last step as far as it got (the declaration's tick, the signature begun), so a reload there shows it again.
  app.get('/terminations/draft/signing', async (request) => {
    const termination = await sessionTermination(request);
    return { success: true, draft: await readSigningDraft(db, termination.id) };
  });

  app.put('/terminations/draft/signing', async (request) => {
    await limitPerAddress(request, 'draft');
    const termination = await sessionTermination(request);
    const draft = signingDraftSchema.parse(request.body ?? {});
    assertCustomerEditable(termination);
    await saveSigningDraft(db, termination.id, draft);
    return { success: true };
  });

  app.put('/terminations/draft/confirm-cell', async (request) => {
    const { code } = confirmCellSchema.parse(request.body ?? {});
    const termination = await sessionTermination(request);
    return { success: true, ...(await confirmDraftCell(codeDeps, termination, code, request.language)) };
  });

  // The property step starts from the register's address of the account: for its verified holder only (issue 39).
  app.get('/terminations/draft/register-address', async (request) => {
    const termination = await sessionTermination(request);
    await limitPerAddress(request, 'lookup');
    return { success: true, address: await registerAddressOf(db, termination) };
  });

  // Resume after a request for information: whoever holds the code sent to the verified number gets the session.
  app.put<WithAccount>('/terminations/:accountNo/confirm-cell', async (request, reply) => {
    const { code } = confirmCellSchema.parse(request.body ?? {});
    await limitPerAddress(request, 'lookup');
    const termination = await findOpenTerminationNamed(db, request.params.accountNo);
    if (!termination?.cellConfirmedAt) throw new AppError('termination_not_found');
    await confirmCell(codeDeps, termination, code);
    await startSession(request, reply, termination);
    return { success: true, termination: await terminationDraftOf(db, termination, request.language) };
  });

  /**
   * Staff name a termination by its id, reference or account number; the customer's own session names
   * `TEMP` (or its own reference or account number). Staff act on any termination, the customer only on
   * their own while they may still change it.
   */
  const staffTarget = async (request: FastifyRequest, terminationId: string | undefined) => {
    const access = await terminationAccessOf(request);
    const own = await findSessionTermination(db, access);
    const named = terminationNamed(terminationId ?? SESSION_DRAFT_ID);
    const isOwn = own && [SESSION_DRAFT_ID, own.reference, own.accountNumber].includes(named);
    const admin = isOwn ? null : await adminOf(request);
    return { access, admin, named };
  };

  app.post('/upload-termination-document', async (request, reply) => {
    const access = await terminationAccessOf(request);
    // Nobody without a session gets to send 5 MB.
    if (!access.sessionCaseId && !(await adminOf(request))) throw unauthorized();
    const { fields, file } = await readUpload(request, 'document');
    const upload = { documentType: fields.documentType ?? '', fileName: file.fileName, content: file.content };
    const { admin, named } = await staffTarget(request, fields.terminationId);
    if (admin && named !== SESSION_DRAFT_ID) {
      const termination = await loadTerminationForAdmin(db, named);
      const actor = { type: 'admin' as const, admin, ip: request.ip };
      return reply.status(201).send(await uploadStaffTerminationDocument(deps, actor, termination, upload));
    }
    const termination = await loadSessionTermination(db, access, fields.terminationId);
    const actor = { type: 'customer' as const, ip: request.ip };
    return reply.status(201).send(await uploadTerminationDocument(deps, termination, upload, actor));
  });

  app.delete<{ Params: { fileName: string }; Querystring: { terminationId?: string; docType?: string } }>(
    '/delete-termination-document/:fileName',
    async (request) => {
      const { admin, named } = await staffTarget(request, request.query.terminationId);
      if (admin && named !== SESSION_DRAFT_ID) {
        const termination = await loadTerminationForAdmin(db, named);
        const actor = { type: 'admin' as const, admin, ip: request.ip };
        await removeStaffTerminationDocument(deps, actor, termination, request.params.fileName, request.query.docType);
        return { success: true };
      }
      const termination = await sessionTermination(request, request.query.terminationId);
      await removeTerminationDocument(deps, termination, request.params.fileName, request.query.docType);
      return { success: true };
    },
  );

  app.get<{ Params: { fileName: string } }>('/termination-documents/:fileName', async (request, reply) => {
    return sendCaseDocument(
      reply,
      { db, storage },
      request.params.fileName,
      await terminationAccessOf(request, { allowAdmin: true }),
    );
  });

  for (const kind of TERMINATION_WIZARD_KINDS) {
    app.post(`/terminations/${kind}`, async (request, reply) => {
      const input = terminationSubmissionSchema.parse(request.body ?? {});
      const termination = await sessionTermination(request);
      const language = asLanguage(input.language ?? request.language);
      const submitted = await submitTermination(deps, termination, kind, input, language, request.ip);
      return reply.status(201).send({
        success: true,
        message: translate(
          request.language,
          kind === 'business' ? 'messages.terminationSubmittedBusiness' : 'messages.terminationSubmittedResidential',
        ),
        data: { accountNo: submitted.accountNumber, terminationId: submitted.reference },
      });
    });
  }

  app.post<WithAccount>('/terminations/:accountNo/cancel', async (request) => {
    const termination = await sessionTermination(request, request.params.accountNo);
    await cancelOwnTermination({ db, notifier }, termination);
    return { success: true, termination: await currentTerminationDraft(db, termination.id, request.language) };
  });

  app.get<WithAccount>('/terminations/:accountNo/pdf', async (request, reply) => {
    const access = await terminationAccessOf(request, { allowAdmin: true });
    const termination = await loadTerminationForReader(db, access, request.params.accountNo);
    return sendIssuedPdf(request, reply, {
      target: termination,
      reader: readerOf(access, termination.id),
      fileName: `Termination_${termination.accountNumber ?? termination.reference}.pdf`,
      render: (verification) => generateTerminationPdf({ db, storage }, termination, verification),
    });
  });
}
