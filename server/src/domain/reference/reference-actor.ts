import type { AdminProfile } from '@protea/shared/schemas/admin-login';

/** Who changes the reference data, for its audit record: a member of staff, or the demo seed (`system`). */
export interface ReferenceActor {
  adminId: string | null;
  username: string;
  ip?: string;
}

export const staffActor = (admin: AdminProfile, ip: string): ReferenceActor => ({
  adminId: admin.id,
  username: admin.username,
  ip,
});

export const SYSTEM_ACTOR: ReferenceActor = { adminId: null, username: 'system' };
