import { setNonce } from 'get-nonce';

declare global {
  // zod keeps its settings on this global, so every copy of zod, loaded now or later, shares them.
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

/**
 * Lets the app's libraries work under the server's CSP (no 'unsafe-inline', no 'unsafe-eval'):
 * - Radix's scroll lock under every modal dialog (react-style-singleton) injects a <style>, which the
 *   browser applies only with this response's nonce; index.html brings it in a meta tag, and
 *   react-style-singleton asks get-nonce for it. Without it the page behind a dialog keeps scrolling.
 * - zod probes `new Function` to compile its parsers; the refused probe is reported as a violation. zod is set to
 *   parse without it through its shared settings, without loading zod itself: the pages that validate forms load it.
 * The dev server sends no CSP and no meta tag.
 */
export function adaptToContentSecurityPolicy() {
  globalThis.__zod_globalConfig ??= {};
  globalThis.__zod_globalConfig.jitless = true;
  const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  if (nonce) setNonce(nonce);
}
