import type { StaffMember } from '@protea/shared/schemas/staff';
import type { Database } from '../../db/client.js';
import { listStaffRows } from '../../db/repositories/staff-repository.js';
import { staffMemberOf } from './staff-context.js';

export async function listStaff(db: Database, sessionSecret: string): Promise<StaffMember[]> {
  return (await listStaffRows(db)).map((row) => staffMemberOf(sessionSecret, row));
}
