import { applicationDraftKind } from '@protea/shared/draft-constants';
import {
  applicationDraftSchema,
  firstScreenDraftKindSchema,
  firstScreenDraftSchema,
} from '@protea/shared/schemas/first-screen-draft';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFirstScreenDraft, saveFirstScreenDraft } from '../../domain/drafts/first-screen-draft.js';
import { APPLICATION_DRAFT_COOKIE, setSessionCookie } from '../plugins/applicant-session.js';
import { limitPerAddress } from '../plugins/limit-per-address.js';

const applicationDraftKindSchema = applicationDraftSchema.pick({ kind: true });

export const draftTokenOf = (request: FastifyRequest) => request.cookies[APPLICATION_DRAFT_COOKIE];

/**
 * What was typed before the case exists, of every case kind, kept for the browser's draft session by the one draft
 * model (ADR 041). Its contents are personal data (ID numbers): the request logger logs no bodies, and nothing here
 * logs them. `/applications/draft` (an application wizard's kind, ADR 032) answers as before, by the same rules.
 */
export async function draftRoutes(app: FastifyInstance) {
  const { database, config } = app.deps;
  const drafts = { db: database.db, sessionSecret: config.SESSION_SECRET };

  const save = async (request: FastifyRequest, reply: FastifyReply, parse: (body: unknown) => unknown) => {
    await limitPerAddress(request, 'draft');
    const draft = firstScreenDraftSchema.parse(parse(request.body ?? {}));
    const session = await saveFirstScreenDraft(drafts, draftTokenOf(request), draft);
    setSessionCookie(request, reply, APPLICATION_DRAFT_COOKIE, session);
    return { success: true };
  };

  app.put('/drafts', (request, reply) => save(request, reply, (body) => body));

  app.get('/drafts', async (request) => {
    const { kind } = firstScreenDraftKindSchema.parse(request.query ?? {});
    return { success: true, draft: await readFirstScreenDraft(drafts, draftTokenOf(request), kind) };
  });

  app.put('/applications/draft', (request, reply) =>
    save(request, reply, (body) => {
      const { kind, ...content } = applicationDraftSchema.parse(body);
      return { ...content, kind: applicationDraftKind(kind) };
    }),
  );

  app.get('/applications/draft', async (request) => {
    const { kind } = applicationDraftKindSchema.parse(request.query ?? {});
    return {
      success: true,
      draft: await readFirstScreenDraft(drafts, draftTokenOf(request), applicationDraftKind(kind)),
    };
  });
}
