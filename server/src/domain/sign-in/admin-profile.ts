import type { AdminProfile } from '@protea/shared/schemas/admin-login';
import type { adminUsers } from '../../db/schema.js';

/** What a session tells about its staff member: never the password hash or the two-factor secret. */
export const adminProfileOf = (admin: typeof adminUsers.$inferSelect): AdminProfile => ({
  id: admin.id,
  username: admin.username,
  displayName: admin.displayName,
  role: admin.role,
  mustChangePassword: admin.mustChangePassword,
});
