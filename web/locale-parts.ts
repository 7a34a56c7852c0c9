import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { isLocalePart, localePart } from '../shared/src/locale-sections';

const LOCALE_MODULE = 'virtual:locale/';

/**
 * `virtual:locale/{language}/{part}`: part of a translation file (public, wizard, signin, staff), so each page loads the texts
 * it shows and no more (shared/src/locale-sections.ts).
 */
export function localeParts(): Plugin {
  return {
    name: 'protea-locale-parts',
    resolveId: (id) => (id.startsWith(LOCALE_MODULE) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${LOCALE_MODULE}`)) return undefined;
      const [language, part] = id.slice(LOCALE_MODULE.length + 1).split('/');
      if (!/^[a-z]{2}$/.test(language ?? '') || !part || !isLocalePart(part))
        throw new Error(`unknown locale module ${id.slice(1)}`);
      const file = fileURLToPath(new URL(`../shared/src/locales/${language}.json`, import.meta.url));
      this.addWatchFile(file);
      const texts = localePart(JSON.parse(readFileSync(file, 'utf8')), part);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`;
    },
  };
}
