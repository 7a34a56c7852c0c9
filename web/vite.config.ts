import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { ADMIN_CASE_PAGES } from '../shared/src/admin-case-pages';
import { localeParts } from './locale-parts';
import { pagePreloads } from './page-preloads';
import { paintFirst } from './paint-first';

const WIZARD_TEXTS = 'virtual:locale/en/wizard';
const SIGNIN_TEXTS = 'virtual:locale/en/signin';
const APPLICATION_WIZARD = ['src/features/application-wizard/application-wizard-page.tsx', WIZARD_TEXTS];
const TERMINATION_WIZARD = ['src/features/termination-wizard/termination-wizard-page.tsx', WIZARD_TEXTS];
const VERIFY_PAGE = ['src/features/verify/verify-page.tsx'];
/** What renders every page: Preact, the router, the texts, the query cache. */
const FRAMEWORK =
  /node_modules[\\/](preact|i18next|react-i18next|wouter|regexparam|@tanstack|clsx|use-sync-external-store|html-parse-stringify|void-elements)[\\/]/;
/**
 * The app's own code every page uses (and nothing only some pages load): the routes, not the back office's pages they
 * load lazily from app/admin/.
 */
const APP_CORE =
  /web[\\/]src[\\/](main\.tsx|app[\\/][^\\/]+\.tsx|lib[\\/](api-client|base-path|cn|content-security-policy|i18n|site-config|toast-store)\.ts|components[\\/](layout[\\/]|ui[\\/](button|card|spinner|lazy-toaster)\.tsx))|shared[\\/]src[\\/](constants|locale-sections|api-error)\.ts/;

/** The form kit every form uses (the wizards' and the back office's), with react-hook-form; not the validation library. */
const FORMS = /web[\\/]src[\\/]components[\\/]form[\\/]|node_modules[\\/]react-hook-form[\\/]/;
/** The modal dialog (Radix) and what it brings: the wizards' privacy notice and the back office's dialogs. */
const DIALOG =
  /web[\\/]src[\\/]components[\\/]ui[\\/]dialog\.tsx|node_modules[\\/](@radix-ui[\\/]react-(dialog|focus-scope|focus-guards|dismissable-layer|portal)|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|aria-hidden|use-sidecar|use-callback-ref|get-nonce)[\\/]/;
/** What both wizards' first steps show: the wizard and code-entry kits. */
const WIZARD_KIT = /web[\\/]src[\\/]components[\\/](wizard|verification)[\\/]/;
/**
 * The application wizard's modules its first step shares with its later steps, the other wizard or the back office
 * (the workflows, API errors, the steps' order, the draft): one request instead of six slivers on the first step.
 */
const WIZARD_SHARED =
  /web[\\/]src[\\/](features[\\/]application-wizard[\\/](api[\\/]|document-titles|typed-draft|record-to-state|use-application-code|wizard-kind|wizard-steps)|lib[\\/]use-api-error)|shared[\\/]src[\\/](workflow[\\/]|draft-constants)|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]pencil-line/;
/** The same for the termination wizard: what its first step shares with its later steps and the back office. */
const TERMINATION_SHARED =
  /web[\\/]src[\\/](features[\\/]termination-wizard[\\/](api[\\/]|submission-payload|termination-flow|termination-state)|lib[\\/]download-file|components[\\/]signature[\\/]signature-value)|shared[\\/]src[\\/]termination-constants/;
/** Dates as South Africa reads them, for the pages that show one. */
const DATES = /web[\\/]src[\\/]lib[\\/]format-date|shared[\\/]src[\\/]sa-time/;

/** The lazily loaded pages of src/app/app-routes.tsx, by route, with the texts they load (src/lib/i18n.ts). */
const ADMIN_PAGE = ['src/app/admin/admin-page.tsx', SIGNIN_TEXTS];
const LAZY_PAGES = {
  '/admin': ADMIN_PAGE,
  // A case's own page is the back office with the case open.
  [ADMIN_CASE_PAGES.applications]: ADMIN_PAGE,
  [ADMIN_CASE_PAGES.terminations]: ADMIN_PAGE,
  '/admin/alfred': ['src/app/admin/assistant-page.tsx', SIGNIN_TEXTS],
  '/application/residential': APPLICATION_WIZARD,
  '/application/business': APPLICATION_WIZARD,
  '/business-application-fixed': APPLICATION_WIZARD,
  '/termination/residential': TERMINATION_WIZARD,
  '/termination/business': TERMINATION_WIZARD,
  '/verify': VERIFY_PAGE,
  '/verify/:code': VERIFY_PAGE,
  '/track': ['src/features/track/track-page.tsx', WIZARD_TEXTS],
};

// Production builds use relative asset URLs; the server adds <base href> for its BASE_PATH,
// so one build serves any base path. The dev server proxies the API to the Node server.
export default defineConfig(({ command }) => ({
  base: command === 'build' ? './' : '/ClientApps/',
  plugins: [localeParts(), pagePreloads(LAZY_PAGES), paintFirst(), tailwindcss()],
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
      output: {
        // Every page's common code in two chunks rather than a dozen slivers (each lazy page and lazily loaded form
        // check would otherwise cut the shared modules apart): on a phone's network each request costs a round trip.
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 20 },
            { name: 'app', test: APP_CORE, priority: 10 },
            { name: 'forms', test: FORMS, priority: 8 },
            { name: 'dialog', test: DIALOG, priority: 7 },
            { name: 'wizard-kit', test: WIZARD_KIT, priority: 6 },
            { name: 'wizard-shared', test: WIZARD_SHARED, priority: 5 },
            { name: 'termination-shared', test: TERMINATION_SHARED, priority: 4 },
            { name: 'dates', test: DATES, priority: 3 },
          ],
        },
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
