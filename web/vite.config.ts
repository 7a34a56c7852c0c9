import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { type LocalePart, localePart } from '../shared/src/locale-sections';

const LOCALE_MODULE = 'virtual:locale/';

/**
 * `virtual:locale/{language}/{public|staff}`: part of a translation file, so the public pages load their own texts
 * and the back office's come with it (shared/src/locale-sections.ts).
 */
function localeParts(): Plugin {
  return {
    name: 'protea-locale-parts',
    resolveId: (id) => (id.startsWith(LOCALE_MODULE) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${LOCALE_MODULE}`)) return undefined;
      const [language, part] = id.slice(LOCALE_MODULE.length + 1).split('/');
      if (!/^[a-z]{2}$/.test(language ?? '') || (part !== 'public' && part !== 'staff'))
        throw new Error(`unknown locale module ${id.slice(1)}`);
      const file = fileURLToPath(new URL(`../shared/src/locales/${language}.json`, import.meta.url));
      this.addWatchFile(file);
      const texts = localePart(JSON.parse(readFileSync(file, 'utf8')), part as LocalePart);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`;
    },
  };
}

// Production builds use relative asset URLs; the server adds <base href> for its BASE_PATH,
// so one build serves any base path. The dev server proxies the API to the Node server.
export default defineConfig(({ command }) => ({
  base: command === 'build' ? './' : '/ClientApps/',
  plugins: [localeParts(), react(), tailwindcss()],
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
  },
  server: {
    port: 5173,
    proxy: {
      '/ClientApps/api': 'http://localhost:5000',
      '/api': 'http://localhost:5000',
    },
  },
}));
