import { isTerminationKind } from '@protea/shared/case-kinds';
import { confirmCellSchema } from '@protea/shared/schemas/cell-confirmation';
import { holderAnswerSchema } from '@protea/shared/schemas/holder-answer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describeRequest, readRequestStatus } from '../../domain/request-status/request-status.js';
import { findTrackedRequest } from '../../domain/request-status/tracked-request.js';
import { answerAsHolder } from '../../domain/terminations/holder-answer.js';
import { TERMINATION_SESSION_COOKIE } from '../../domain/terminations/termination-access.js';
import { confirmCell } from '../../domain/verification/confirm-cell.js';
import { codeDepsOf, sendVerificationCode } from '../../domain/verification/send-verification-code.js';
import { accessOf, HOLDER_SESSION_COOKIE, holderCaseIdOf, setCustomerSession } from '../plugins/applicant-session.js';
import { limitPerAddress } from '../plugins/limit-per-address.js';
import { terminationAccessOf } from './terminations.js';

type WithReference = { Params: { reference: string } };

/**
 * The Track page's calls (issue 31). `{reference}` is a `PM-` or `TM-` reference or an account number: a code goes
 * to the phone on file, and the right code opens the request's own session (the applicant's or the termination's),
 * with the same limits per address as resuming. By account number the code goes to the account's number on file, and
 * opens the holder's session where that is not the requester's phone (issue 39): the holder reads the course of the
 * request and answers for it. The status itself needs one of those sessions; `private, no-store`.
 */
export async function requestStatusRoutes(app: FastifyInstance) {
  const { database, config } = app.deps;
  const { db } = database;

  app.post<WithReference>('/requests/:reference/code', async (request) => {
    await limitPerAddress(request, 'code');
    const { target, audience } = await findTrackedRequest(db, request.params.reference);
    return sendVerificationCode(codeDepsOf(app.deps), target, audience);
  });

  app.put<WithReference>('/requests/:reference/confirm-code', async (request, reply) => {
    const { code } = confirmCellSchema.parse(request.body ?? {});
    await limitPerAddress(request, 'lookup');
    const { target, audience, role } = await findTrackedRequest(db, request.params.reference);
    await confirmCell({ db, sessionSecret: config.SESSION_SECRET }, target, code, audience);
    const cookie =
      role === 'holder'
        ? HOLDER_SESSION_COOKIE
        : isTerminationKind(target.kind)
          ? TERMINATION_SESSION_COOKIE
          : undefined;
    await setCustomerSession(request, reply, target.id, cookie);
    reply.header('cache-control', 'private, no-store');
    return describeRequest(db, target, request.language, role);
  });

  const sessionsOf = async (request: FastifyRequest) => ({
    requester: [(await accessOf(request)).sessionCaseId, (await terminationAccessOf(request)).sessionCaseId],
    holder: await holderCaseIdOf(request),
  });

  app.get<WithReference>('/requests/:reference/status', async (request, reply) => {
    const status = await readRequestStatus(db, await sessionsOf(request), request.params.reference, request.language);
    reply.header('cache-control', 'private, no-store');
    return status;
  });

  // The holder's answer (issue 39): only from the holder's own session, the requester's is refused (403).
  app.post<WithReference>('/requests/:reference/holder-answer', async (request, reply) => {
    const input = holderAnswerSchema.parse(request.body ?? {});
    const answered = await answerAsHolder(db, await sessionsOf(request), request.params.reference, input, request.ip);
    reply.header('cache-control', 'private, no-store');
    return describeRequest(db, answered, request.language, 'holder');
  });
}
