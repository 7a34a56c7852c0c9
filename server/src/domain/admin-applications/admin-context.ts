import type { Language } from '@protea/shared/constants';
import type { AdminProfile } from '@protea/shared/schemas/admin-login';
import type { Database } from '../../db/client.js';
import { type ApplicationRow, findApplicationById } from '../../db/repositories/application-repository.js';
import { lockCase } from '../../db/repositories/case-repository.js';
import { AppError } from '../app-error.js';
import type { CaseActor } from '../cases/case-actor.js';
import type { CaseDeps } from '../cases/in-transaction.js';

export interface AdminContext extends CaseDeps {
  admin: AdminProfile;
  ip: string;
  /** The staff member's language, for what an answer says in words. */
  language: Language;
  /** The link in a request for information, where the customer resumes: the wizard's path from the site's root (`application/business?continue=PM-...`). */
  resumeUrl: (wizardPath: string) => string;
}

export const adminActor = (ctx: AdminContext): CaseActor => ({ type: 'admin', admin: ctx.admin, ip: ctx.ip });

/** Locks the application for this transaction and reads it as it is now, not as it was before. */
export async function lockApplication(tx: Database, id: string): Promise<ApplicationRow> {
  await lockCase(tx, id);
  const application = await findApplicationById(tx, id);
  if (!application) throw new AppError('application_not_found');
  return application;
}
