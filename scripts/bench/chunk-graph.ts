import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { resolveDistFile } from './asset-size.js';
import { findInitialAssets } from './find-initial-assets.js';
import { WEB_DIST } from './paths.js';

/** The lazily imported wizard entry chunk(s), e.g. application-wizard-page-AbCd1234.js. */
export const WIZARD_CHUNK = /^application-wizard[\w-]*\.js$/;

/** Static imports between built chunks, as absolute paths under web/dist. */
export interface ChunkGraph {
  source: string;
  landingEntries: string[];
  wizardEntries: string[];
  staticImports(file: string): Promise<string[]>;
}

/** Vite's manifest when the build writes one (build.manifest is off today), else the import statements. */
export async function readChunkGraph(): Promise<ChunkGraph> {
  const manifestPath = path.join(WEB_DIST, '.vite', 'manifest.json');
  const manifest = await readFile(manifestPath, 'utf8').then(
    (text) => JSON.parse(text) as Record<string, ManifestChunk>,
    () => undefined,
  );
  return manifest ? manifestChunkGraph(manifest) : await importStatementChunkGraph();
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

function manifestChunkGraph(manifest: Record<string, ManifestChunk>): ChunkGraph {
  const chunks = Object.values(manifest);
  const absolute = (chunk: ManifestChunk) => path.join(WEB_DIST, chunk.file);
  const byFile = new Map(chunks.map((chunk) => [absolute(chunk), chunk]));
  return {
    source: 'web/dist/.vite/manifest.json',
    landingEntries: chunks.filter((chunk) => chunk.isEntry).map(absolute),
    wizardEntries: chunks
      .filter((chunk) => chunk.isDynamicEntry && WIZARD_CHUNK.test(path.basename(chunk.file)))
      .map(absolute),
    staticImports: async (file) =>
      (byFile.get(file)?.imports ?? []).flatMap((key) => {
        const chunk = manifest[key];
        return chunk ? [absolute(chunk)] : [];
      }),
  };
}

async function importStatementChunkGraph(): Promise<ChunkGraph> {
  const html = await readFile(path.join(WEB_DIST, 'index.html'), 'utf8');
  const assetsDir = path.join(WEB_DIST, 'assets');
  const assetFiles = await readdir(assetsDir);
  return {
    source: 'the import statements of the built chunks (no Vite manifest)',
    landingEntries: findInitialAssets(html).scripts.map(resolveDistFile),
    wizardEntries: assetFiles.filter((name) => WIZARD_CHUNK.test(name)).map((name) => path.join(assetsDir, name)),
    staticImports: async (file) => {
      const code = await readFile(file, 'utf8');
      // `import{a}from"./x.js"`, `export{a}from"./x.js"` and `import"./x.js"`, but not the lazy `import("./x.js")`.
      const specifiers = [...code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)].map(
        (match) => match[1] ?? '',
      );
      return specifiers
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => path.resolve(path.dirname(file), specifier));
    },
  };
}

export async function staticClosure(entries: string[], graph: ChunkGraph): Promise<Set<string>> {
  const seen = new Set<string>();
  const pending = [...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(await graph.staticImports(file)));
  }
  return seen;
}
