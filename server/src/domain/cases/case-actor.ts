import type { AdminProfile } from '@protea/shared/schemas/admin-login';

/**
 * Who changes a case: a signed-in staff member, the customer in the wizard, the server itself, or an account's holder
 * answering for a termination somebody else asked for (issue 39).
 */
export type CaseActor =
  | { type: 'admin'; admin: AdminProfile; ip: string }
  | { type: 'customer'; ip?: string }
  | { type: 'holder'; ip: string }
  | { type: 'system' };

export const auditActorOf = (actor: CaseActor) => ({
  adminId: actor.type === 'admin' ? actor.admin.id : null,
  actor: actor.type === 'admin' ? actor.admin.username : actor.type,
  ip: actor.type === 'system' ? undefined : actor.ip,
});
