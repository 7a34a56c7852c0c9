import type { Language } from '@protea/shared/constants';
import type { AdminProfile } from '@protea/shared/schemas/admin-login';
import type { CaseActor } from './case-actor.js';
import type { CaseDeps } from './in-transaction.js';

/** What a staff member's change to a case of any kind works with (http/plugins/admin-context.ts builds it). */
export interface AdminContext extends CaseDeps {
  admin: AdminProfile;
  ip: string;
  /** The staff member's language, for what an answer says in words. */
  language: Language;
  /** The link in a request for information, where the customer resumes: the wizard's path from the site's root (`application/business?continue=PM-...`). */
  resumeUrl: (wizardPath: string) => string;
}

export const adminActor = (ctx: AdminContext): CaseActor => ({ type: 'admin', admin: ctx.admin, ip: ctx.ip });
