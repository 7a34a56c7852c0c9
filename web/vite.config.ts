import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { localeParts } from './locale-parts';
import { pagePreloads } from './page-preloads';

const WIZARD_TEXTS = 'virtual:locale/en/wizard';
const STAFF_TEXTS = 'virtual:locale/en/staff';
const APPLICATION_WIZARD = ['src/features/residential-wizard/residential-wizard-page.tsx', WIZARD_TEXTS];
const TERMINATION_WIZARD = ['src/features/termination-wizard/termination-wizard-page.tsx', WIZARD_TEXTS];
const VERIFY_PAGE = ['src/features/verify/verify-page.tsx'];
/** The lazily loaded pages of src/app/app-routes.tsx, by route, with the texts they load (src/lib/i18n.ts). */
const LAZY_PAGES = {
  '/admin': ['src/features/admin/admin-page.tsx', STAFF_TEXTS],
  '/admin/alfred': ['src/features/admin/assistant-page.tsx', STAFF_TEXTS],
  '/application/residential': APPLICATION_WIZARD,
  '/application/business': APPLICATION_WIZARD,
  '/business-application-fixed': APPLICATION_WIZARD,
  '/termination/residential': TERMINATION_WIZARD,
  '/termination/business': TERMINATION_WIZARD,
  '/verify': VERIFY_PAGE,
  '/verify/:code': VERIFY_PAGE,
};

// Production builds use relative asset URLs; the server adds <base href> for its BASE_PATH,
// so one build serves any base path. The dev server proxies the API to the Node server.
export default defineConfig(({ command }) => ({
  base: command === 'build' ? './' : '/ClientApps/',
  plugins: [localeParts(), pagePreloads(LAZY_PAGES), tailwindcss()],
  // The app is written against React's API and rendered by Preact's compatibility layer: the same components and
  // libraries at a sixth of react-dom's weight on a phone (ADR 021). JSX compiles to Preact's runtime.
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    rolldownOptions: {
      // React Query marks its modules "use client" for server components; a browser bundle has nothing to keep.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/ClientApps/api': 'http://localhost:5000',
      '/api': 'http://localhost:5000',
    },
  },
}));
