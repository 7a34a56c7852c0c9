import { hash } from '@node-rs/argon2';
import type { Database } from '../../db/client.js';
import { countAdmins, upsertAdmin } from '../../db/repositories/admin-repository.js';
import { generatePassword } from './generate-password.js';

/**
 * ADMIN_USERNAME + ADMIN_PASSWORD create that admin or reset its password (and make it an active administrator
 * again: the way back in when no administrator can sign in). With no admin at all
 * and no password given, a random one is generated and returned so start-up can print it once.
 */
export async function ensureAdmin(
  db: Database,
  username: string,
  password: string | undefined,
): Promise<{ generatedPassword?: string }> {
  const normalized = username.trim().toLowerCase();
  if (password) {
    await upsertAdmin(db, {
      username: normalized,
      displayName: displayNameFor(normalized),
      passwordHash: await hash(password),
    });
    return {};
  }
  if ((await countAdmins(db)) > 0) return {};
  const generatedPassword = generatePassword();
  await upsertAdmin(db, {
    username: normalized,
    displayName: displayNameFor(normalized),
    passwordHash: await hash(generatedPassword),
  });
  return { generatedPassword };
}

function displayNameFor(username: string): string {
  const base = username.split('@')[0] ?? username;
  return base.charAt(0).toUpperCase() + base.slice(1);
}
