import { isTerminationKind } from '@protea/shared/case-kinds';
import { confirmCellSchema } from '@protea/shared/schemas/residential-application';
import type { FastifyInstance } from 'fastify';
import { describeRequest, readRequestStatus } from '../../domain/request-status/request-status.js';
import { findTrackedRequest } from '../../domain/request-status/tracked-request.js';
import { TERMINATION_SESSION_COOKIE } from '../../domain/terminations/termination-access.js';
import { confirmCell } from '../../domain/verification/confirm-cell.js';
import { sendVerificationCode } from '../../domain/verification/send-verification-code.js';
import { accessOf, setCustomerSession } from '../plugins/applicant-session.js';
import { limitPerAddress } from '../plugins/limit-per-address.js';
import { terminationAccessOf } from './terminations.js';

type WithReference = { Params: { reference: string } };

/**
 * The Track page's calls (issue 31). `{reference}` is a `PM-` or `TM-` reference or an account number: a code goes
 * to the phone on file, and the right code opens the request's own session (the applicant's or the termination's),
 * with the same limits per address as resuming. The status itself needs that session; `private, no-store`.
 */
export async function requestStatusRoutes(app: FastifyInstance) {
  const { database, config, sms } = app.deps;
  const { db } = database;

  app.post<WithReference>('/requests/:reference/code', async (request) => {
    await limitPerAddress(request, 'code');
    const target = await findTrackedRequest(db, request.params.reference);
    return sendVerificationCode(
      { db, sms, sessionSecret: config.SESSION_SECRET, cooldownMs: config.VERIFICATION_RESEND_SECONDS * 1000 },
      target,
    );
  });

  app.put<WithReference>('/requests/:reference/confirm-code', async (request, reply) => {
    const { code } = confirmCellSchema.parse(request.body ?? {});
    await limitPerAddress(request, 'lookup');
    const target = await findTrackedRequest(db, request.params.reference);
    await confirmCell({ db, sessionSecret: config.SESSION_SECRET }, target, code);
    const cookie = isTerminationKind(target.kind) ? TERMINATION_SESSION_COOKIE : undefined;
    await setCustomerSession(request, reply, target.id, cookie);
    reply.header('cache-control', 'private, no-store');
    return describeRequest(db, target, request.language);
  });

  app.get<WithReference>('/requests/:reference/status', async (request, reply) => {
    const sessions = [(await accessOf(request)).sessionCaseId, (await terminationAccessOf(request)).sessionCaseId];
    const status = await readRequestStatus(db, sessions, request.params.reference, request.language);
    reply.header('cache-control', 'private, no-store');
    return status;
  });
}
