import { z } from 'zod';
import { optionalEmail } from './fields.js';
import { text } from './text.js';

/** Staff roles (issue 13): administrators do everything, reviewers everything but managing staff. */
export const STAFF_ROLES = ['administrator', 'reviewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_USERNAME_MIN = 3;
export const STAFF_USERNAME_MAX = 100;
export const STAFF_DISPLAY_NAME_MAX = 100;

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'admin.staff.validation.roleRequired' });

/** Trimmed, 3-100 letters, digits, dot, dash or underscore; kept in lower case, so unique whatever the case typed. */
export const staffUsernameSchema = text('admin.staff.validation.usernameRequired')
  .trim()
  // One message at a time: a blank username is missing, not also too short and of the wrong characters.
  .min(1, { error: 'admin.staff.validation.usernameRequired', abort: true })
  .min(STAFF_USERNAME_MIN, { error: 'admin.staff.validation.usernameLength', abort: true })
  .max(STAFF_USERNAME_MAX, { error: 'admin.staff.validation.usernameLength', abort: true })
  .regex(/^[A-Za-z0-9._-]+$/, 'admin.staff.validation.usernameCharacters')
  .transform((value) => value.toLowerCase());

/** Where the member's email goes (the morning digest, issue 28); optional, blank for none. */
export const staffEmailSchema = optionalEmail('admin.staff.validation.emailInvalid');

export const createStaffSchema = z.object({
  displayName: text('admin.staff.validation.displayNameRequired')
    .trim()
    .min(1, 'admin.staff.validation.displayNameRequired')
    .max(STAFF_DISPLAY_NAME_MAX, 'validation.tooLong'),
  username: staffUsernameSchema,
  role: staffRoleSchema,
  email: staffEmailSchema,
});

export type CreateStaffInput = z.input<typeof createStaffSchema>;

export const changeStaffRoleSchema = z.object({ role: staffRoleSchema });

/** A new email address, or blank (or null) for none. */
export const changeStaffEmailSchema = z.object({ email: staffEmailSchema.nullable().transform((v) => v ?? undefined) });

/** A staff member as the back office lists them. */
export interface StaffMember {
  id: string;
  username: string;
  displayName: string;
  role: StaffRole;
  /** Where the member's email goes; null when none was given. */
  email: string | null;
  isActive: boolean;
  twoFactorEnabled: boolean;
  /** ISO timestamps. */
  lastSignInAt: string | null;
  createdAt: string;
}

/** A password the server generated: shown once, never stored in clear. */
export interface StaffWithPassword {
  staff: StaffMember;
  password: string;
}
