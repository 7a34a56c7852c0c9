import { z } from 'zod';
import type { AdminProfile } from './admin-login.js';
import { text } from './text.js';

/** The shortest password a staff member may choose (docs/api/admin-staff.md). */
export const PASSWORD_MIN_LENGTH = 12;

/** A staff member changes their own password: the current one, and a new one of at least 12 characters. */
export const changeOwnPasswordSchema = z.object({
  currentPassword: text('validation.passwordRequired')
    .min(1, 'validation.passwordRequired')
    .max(200, 'validation.tooLong'),
  newPassword: text('admin.account.password.validation.newRequired')
    .min(1, 'admin.account.password.validation.newRequired')
    .min(PASSWORD_MIN_LENGTH, 'admin.account.password.validation.tooShort')
    .max(200, 'validation.tooLong'),
});

export type ChangeOwnPasswordInput = z.input<typeof changeOwnPasswordSchema>;

/** What POST /admin/me/password answers: the staff member, free to work again. */
export interface ChangeOwnPasswordResponse {
  success: true;
  admin: AdminProfile;
}
