import { VERIFICATION_CODE_MAX_ATTEMPTS } from '@protea/shared/constants';
import type { Database } from '../../db/client.js';
import { type CaseRow, updateCase } from '../../db/repositories/case-repository.js';
import { consumeCode, findLatestCode, takeAttempt } from '../../db/repositories/verification-repository.js';
import { AppError } from '../app-error.js';
import { hashVerificationCode, isSameHash } from './code-hash.js';
import { type CodeAudience, requesterOf } from './send-verification-code.js';

/**
 * Checks the latest code, which must have gone to the number now on the case (or, for an account's holder, the number
 * on file). Every try is counted before the comparison; the fifth wrong one kills the code. Only the requester's right
 * code verifies the case's own cell number.
 */
export async function confirmCell(
  deps: { db: Database; sessionSecret: string },
  target: CaseRow,
  code: string,
  audience: CodeAudience = requesterOf(target),
): Promise<void> {
  if (!audience.phone) throw new AppError('no_code_sent');
  const latest = await findLatestCode(deps.db, target.id, audience.phone);
  if (!latest || latest.consumedAt) throw new AppError('no_code_sent');
  if (latest.expiresAt.getTime() <= Date.now()) throw new AppError('code_expired');
  const attempts = await takeAttempt(deps.db, latest.id, VERIFICATION_CODE_MAX_ATTEMPTS);
  if (attempts === undefined) throw new AppError('code_locked');

  if (!isSameHash(latest.codeHash, hashVerificationCode(deps.sessionSecret, target.id, code))) {
    if (attempts >= VERIFICATION_CODE_MAX_ATTEMPTS) throw new AppError('code_locked');
    throw new AppError('invalid_code', { details: { attemptsLeft: VERIFICATION_CODE_MAX_ATTEMPTS - attempts } });
  }
  if (!(await consumeCode(deps.db, latest.id))) throw new AppError('no_code_sent');
  if (!target.cellConfirmedAt && audience.phone === target.cellPhone) {
    await updateCase(deps.db, target.id, { cellConfirmedAt: new Date() });
  }
}
