import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const WEB_DIST = path.join(REPO_ROOT, 'web', 'dist');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'server', 'dist', 'main.js');
/**
 * The Node options `npm start` runs the server with (package.json), so the bench measures the server as it runs:
 * `node --max-semi-space-size=32 server/dist/main.js` gives `['--max-semi-space-size=32']`.
 */
export const SERVER_NODE_OPTIONS: readonly string[] = nodeOptionsOfStart();

function nodeOptionsOfStart(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts?: { start?: string };
  };
  const [command, ...rest] = (pkg.scripts?.start ?? '').trim().split(/\s+/);
  const entry = rest.indexOf(path.relative(REPO_ROOT, SERVER_ENTRY));
  if (command !== 'node' || entry === -1 || rest.slice(0, entry).some((option) => !option.startsWith('--'))) {
    throw new Error(`package.json's start script is not "node [--options] server/dist/main.js": ${pkg.scripts?.start}`);
  }
  return rest.slice(0, entry);
}

export const BARE_SERVER_ENTRY = path.join(REPO_ROOT, 'scripts', 'bench', 'bare-server.ts');

export const HOST = '127.0.0.1';
export const BASE_PATH = '/ClientApps';
export const HEALTH_PATH = `${BASE_PATH}/api/health`;
export const LANDING_PATH = `${BASE_PATH}/`;
