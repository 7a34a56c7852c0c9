/** The server puts <base href="/BASE_PATH/"> into the page; the dev server runs under /ClientApps/. */
export const basePath = import.meta.env.DEV ? '/ClientApps' : new URL(document.baseURI).pathname.replace(/\/+$/, '');

export const apiBase = `${basePath}/api`;
