import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const WEB_DIST = path.join(REPO_ROOT, 'web', 'dist');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'server', 'dist', 'main.js');
export const BARE_SERVER_ENTRY = path.join(REPO_ROOT, 'scripts', 'bench', 'bare-server.ts');

export const HOST = '127.0.0.1';
export const BASE_PATH = '/ClientApps';
export const HEALTH_PATH = `${BASE_PATH}/api/health`;
export const LANDING_PATH = `${BASE_PATH}/`;
