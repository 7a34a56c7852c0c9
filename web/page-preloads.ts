import type { Plugin, Rollup } from 'vite';
import { PAGE_PRELOADS_FILE } from '../shared/src/constants';

/** The page's own code and texts, by route: what its lazy `import()`s load after the entry (web/src/app/app-routes.tsx). */
export type PageModules = Record<string, readonly string[]>;

/**
 * Writes `page-preloads.json` beside index.html: for each route, the chunks its page loads lazily (its code, what that
 * imports and is not in the entry's own graph, its English texts). The server names them in that page's HTML as
 * modulepreloads, so a phone fetches them with the entry instead of after it (issue 12: Lighthouse on the admin login
 * and the first wizard step).
 */
export function pagePreloads(pages: PageModules): Plugin {
  return {
    name: 'protea-page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (files: Iterable<string>) => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
        };
        for (const file of files) visit(file);
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('page-preloads: the build has no entry chunk');
      const initial = withImports([entry.fileName]);
      const chunkOf = (module: string) => {
        const found = chunks.find((chunk) => chunk.facadeModuleId?.replace(/^\0/, '').endsWith(module));
        if (!found) throw new Error(`page-preloads: no chunk for ${module}`);
        return found.fileName;
      };
      const preloads = Object.fromEntries(
        Object.entries(pages).map(([route, modules]) => [
          route,
          [...withImports(modules.map(chunkOf))].filter((file) => !initial.has(file)),
        ]),
      );
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
