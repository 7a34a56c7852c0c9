import { hash } from '@node-rs/argon2';
import type { StaffRole, StaffWithPassword } from '@protea/shared/schemas/staff';
import { withTransaction } from '../../db/client.js';
import { insertStaff } from '../../db/repositories/staff-repository.js';
import { generatePassword } from '../sign-in/generate-password.js';
import { AppError } from '../app-error.js';
import { auditStaff, type StaffContext, staffMemberOf } from './staff-context.js';

/** A new staff member with a generated password, returned once for the administrator to pass on. */
export async function createStaff(
  ctx: StaffContext,
  input: { displayName: string; username: string; role: StaffRole; email?: string | undefined },
): Promise<StaffWithPassword> {
  const password = generatePassword();
  const passwordHash = await hash(password);
  const row = await withTransaction(ctx.db, async (tx) => {
    // A password someone else has seen is temporary: changed at the first sign-in.
    const created = await insertStaff(tx, {
      ...input,
      email: input.email ?? null,
      passwordHash,
      mustChangePassword: true,
    });
    if (!created) throw new AppError('username_taken', { fields: { username: ['errors.usernameTaken'] } });
    await auditStaff(ctx, tx, 'staff.created', created, { displayName: created.displayName, role: created.role });
    return created;
  });
  return { staff: staffMemberOf(ctx.sessionSecret, row), password };
}
