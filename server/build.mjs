// Bundles the server into dist/main.js; npm packages stay external, the workspace's shared package is inlined.

import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@protea/'));

// Chunk names change with their content: what an earlier build wrote would stay behind.
rmSync('dist', { recursive: true, force: true });

await build({
  entryPoints: { main: 'src/main.ts', 'build-template': 'src/db/build-template.ts', 'backup-cli': 'src/backup-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  // What a dynamic import() loads (the PDF writer, the demo seed) is a chunk of its own, read only when first needed.
  splitting: true,
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

// A migrated embedded database to start from (src/db/build-template.ts): a new DATA_DIR loads it instead of initdb.
execFileSync(process.execPath, ['dist/build-template.js', 'dist/pglite-template.tar.gz'], { stdio: 'inherit' });
