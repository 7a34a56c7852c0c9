import type { AdminProfile } from '@protea/shared/schemas/admin-login';

/** Who asks for a case's data: the case of the customer session in the request, and the signed-in staff member. */
export interface CaseAccess {
  sessionCaseId: string | null;
  admin: AdminProfile | null;
}
