import { z } from 'zod';
import type { StaffRole } from './staff.js';
import { text } from './text.js';

/** Messages are i18n keys; the browser translates them, the API returns them translated as field errors. */
export const adminLoginSchema = z.object({
  username: text('validation.usernameRequired')
    .trim()
    .min(1, 'validation.usernameRequired')
    .max(100, 'validation.tooLong'),
  password: text('validation.passwordRequired').min(1, 'validation.passwordRequired').max(200, 'validation.tooLong'),
});

export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

export interface AdminProfile {
  id: string;
  username: string;
  displayName: string;
  role: StaffRole;
}

/** What POST /admin/login answers: signed in, or the password accepted and the second step still to come. */
export type AdminLoginResponse =
  | { success: true; twoFactorRequired?: false; admin: AdminProfile }
  | { success: true; twoFactorRequired: true };
