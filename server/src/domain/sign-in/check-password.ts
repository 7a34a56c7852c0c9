import { verify } from '@node-rs/argon2';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '@protea/shared/constants';
import type { ThrottleStore } from '../../adapters/throttle/throttle-store.js';
import { AppError, tooManyRequests } from '../app-error.js';
import { signInThrottleKeys } from './sign-in.js';

/**
 * Checks a signed-in staff member's password again (before a change to their own security). Counted like a
 * sign-in: a stolen session cannot try passwords faster than the login form allows. 400 on `field`.
 */
export async function checkOwnPassword(
  throttle: ThrottleStore,
  admin: { username: string; passwordHash: string },
  password: string,
  ip: string,
  field = 'password',
): Promise<void> {
  const keys = signInThrottleKeys(admin.username, ip);
  const taken = await throttle.take(keys, LOGIN_MAX_FAILURES, LOGIN_FAILURE_WINDOW_MS);
  if (!taken.allowed) throw tooManyRequests('too_many_attempts', taken.retryAfterMs);
  if (!(await verify(admin.passwordHash, password))) {
    throw new AppError('wrong_password', { fields: { [field]: ['errors.wrongPassword'] } });
  }
  await throttle.giveBack(keys, taken.ticket);
}
