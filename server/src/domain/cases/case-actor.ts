import type { AdminProfile } from '@protea/shared/schemas/admin-login';

/** Who changes a case: a signed-in staff member, the customer in the wizard, or the server itself. */
export type CaseActor =
  | { type: 'admin'; admin: AdminProfile; ip: string }
  | { type: 'customer'; ip?: string }
  | { type: 'system' };

export const auditActorOf = (actor: CaseActor) => ({
  adminId: actor.type === 'admin' ? actor.admin.id : null,
  actor: actor.type === 'admin' ? actor.admin.username : actor.type,
  ip: actor.type === 'system' ? undefined : actor.ip,
});
