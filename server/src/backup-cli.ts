import path from 'node:path';
import { ConfigError, invocationDirectory, parseEnv } from './config/env.js';
import { backupCommand, restoreCommand } from './domain/operations/backup-commands.js';
import { BackupRefusal } from './domain/operations/restore-archive.js';

/** `npm run backup -- FILE` and `npm run restore -- FILE` (docs/operations.md, docs/decisions/034-backups.md). */
async function main() {
  const [command, file, ...rest] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file || rest.length > 0) {
    console.error('Usage: npm run backup -- FILE   or   npm run restore -- FILE');
    return 2;
  }
  const settings = parseEnv();
  const target = path.resolve(invocationDirectory(), file);
  if (command === 'backup') {
    const manifest = await backupCommand(target, settings);
    process.stdout.write(`Backup written to ${target}: the database and ${manifest.files} uploaded files.\n`);
  } else {
    const manifest = await restoreCommand(target, settings);
    process.stdout.write(
      `Restored the backup of ${manifest.createdAt} (the database and ${manifest.files} uploaded files) into ` +
        `${path.resolve(settings.DATA_DIR)}. Start the portal: the migrations run at its start.\n`,
    );
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof BackupRefusal || error instanceof ConfigError) console.error(error.message);
    else console.error('Failed:', error);
    process.exit(1);
  },
);
