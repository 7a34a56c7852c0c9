/** In DATA_DIR while the portal runs on the embedded database: where `npm run backup` finds it (docs/decisions/034). */
export const BACKUP_ENDPOINT_FILE = 'backup-endpoint.json';

export interface BackupEndpoint {
  port: number;
  token: string;
  pid: number;
}
