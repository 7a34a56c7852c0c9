import type { Plugin } from 'vite';

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;

/**
 * Lets a phone paint the page's loading header from the HTML alone (its look is inline in index.html), before the
 * stylesheet and the code arrive (ADR 029):
 * - the stylesheet moves to the end of the body, where it no longer holds back the paint of what comes before it (the
 *   code still runs only once it is there, so the app never draws unstyled);
 * - the entry and its modulepreloads are fetched at low priority: the paint needs none of them, and the stylesheet,
 *   which they wait for, goes first.
 */
export function paintFirst(): Plugin {
  return {
    name: 'protea-paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheets = html.match(STYLESHEET) ?? [];
        if (stylesheets.length === 0) throw new Error('paint-first: the built page links no stylesheet');
        return html
          .replace(STYLESHEET, '')
          .replace('</body>', `${stylesheets.map((link) => link.trim()).join('\n    ')}\n  </body>`)
          .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
          .replaceAll(
            '<link rel="modulepreload" crossorigin',
            '<link rel="modulepreload" fetchpriority="low" crossorigin',
          );
      },
    },
  };
}
