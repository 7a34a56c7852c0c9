import type { ErrorCode } from '@protea/shared/error-codes';
import { AppError } from '../app-error.js';
import { isCommonPassword } from './common-passwords.js';

const refuse = (code: ErrorCode, message: string) => new AppError(code, { fields: { newPassword: [message] } });

/**
 * What a password a staff member chooses must pass beyond its length (the shared schema's 12 characters): not among
 * the 100,000 most common passwords, and not containing the username in any case. 400 on the newPassword field.
 */
export async function checkPasswordPolicy(password: string, username: string): Promise<void> {
  if (password.toLowerCase().includes(username.toLowerCase())) {
    throw refuse('password_contains_username', 'errors.passwordContainsUsername');
  }
  if (await isCommonPassword(password)) throw refuse('password_too_common', 'errors.passwordTooCommon');
}
