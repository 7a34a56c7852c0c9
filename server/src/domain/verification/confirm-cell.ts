import { VERIFICATION_CODE_MAX_ATTEMPTS } from '@protea/shared/constants';
import type { Database } from '../../db/client.js';
import { type ApplicationRow, updateApplication } from '../../db/repositories/application-repository.js';
import { consumeCode, findLatestCode, takeAttempt } from '../../db/repositories/verification-repository.js';
import { AppError } from '../app-error.js';
import { hashVerificationCode, isSameHash } from './code-hash.js';

/**
 * Checks the latest code, which must have gone to the number now on the application. Every try
 * is counted before the comparison; the fifth wrong one kills the code.
 */
export async function confirmCell(
  deps: { db: Database; sessionSecret: string },
  application: ApplicationRow,
  code: string,
): Promise<ApplicationRow> {
  const latest = await findLatestCode(deps.db, application.id);
  if (!latest || latest.consumedAt || latest.phone !== application.cellPhone) {
    throw new AppError('no_code_sent', 404, 'errors.noCodeSent');
  }
  if (latest.expiresAt.getTime() <= Date.now()) throw new AppError('code_expired', 410, 'errors.codeExpired');
  const attempts = await takeAttempt(deps.db, latest.id, VERIFICATION_CODE_MAX_ATTEMPTS);
  if (attempts === undefined) throw new AppError('code_locked', 423, 'errors.codeLocked');

  if (!isSameHash(latest.codeHash, hashVerificationCode(deps.sessionSecret, application.id, code))) {
    if (attempts >= VERIFICATION_CODE_MAX_ATTEMPTS) throw new AppError('code_locked', 423, 'errors.codeLocked');
    throw new AppError('invalid_code', 400, 'errors.invalidCode', {
      details: { attemptsLeft: VERIFICATION_CODE_MAX_ATTEMPTS - attempts },
    });
  }
  if (!(await consumeCode(deps.db, latest.id))) throw new AppError('no_code_sent', 404, 'errors.noCodeSent');
  if (application.cellConfirmedAt) return application;
  return (await updateApplication(deps.db, application.id, { cellConfirmedAt: new Date() })) ?? application;
}
