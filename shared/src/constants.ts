import { ADMIN_CASE_PAGES } from './admin-case-pages.js';

export const APP_VERSION = '1.1.1';

export const LANGUAGES = ['en', 'af', 'st', 'zu'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGE_NOTICE_MS = 3000;

export const LANDING_TABS = ['info', 'continue', 'termination'] as const;
export type LandingTab = (typeof LANDING_TABS)[number];

export const REFERENCE_EXAMPLE = 'PM-2023-12345';

export const PROVINCES = [
  { slug: 'gauteng', name: 'Gauteng' },
  { slug: 'western-cape', name: 'Western Cape' },
  { slug: 'kwazulu-natal', name: 'KwaZulu-Natal' },
  { slug: 'eastern-cape', name: 'Eastern Cape' },
  { slug: 'free-state', name: 'Free State' },
  { slug: 'limpopo', name: 'Limpopo' },
  { slug: 'mpumalanga', name: 'Mpumalanga' },
  { slug: 'northern-cape', name: 'Northern Cape' },
  { slug: 'north-west', name: 'North West' },
] as const;

export const ADMIN_SESSION_COOKIE = 'pm_admin';
export const ADMIN_SESSION_IDLE_MS = 30 * 60 * 1000;
export const ADMIN_SESSION_MAX_MS = 12 * 60 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** The cookie of a sign-in whose password was right and whose second factor is still to come. */
export const ADMIN_TWO_FACTOR_COOKIE = 'pm_admin_2fa';
export const ADMIN_TWO_FACTOR_CHALLENGE_MS = 5 * 60 * 1000;
/** Codes tried against one second-step challenge before it is spent. */
export const ADMIN_TWO_FACTOR_MAX_ATTEMPTS = 5;

/** Every page of the web app (below BASE_PATH); the server answers others with a 404 status and the 404 screen. */
/** Beside the web build's index.html: each lazily loaded page's chunks, by route (web/page-preloads.ts writes it). */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/**
 * Every page of the web app, by name: the web router draws one screen for each (web/src/app/app-routes.tsx) and the
 * server answers 200 for exactly these paths, 404 for any other (server/src/http/web-app.ts).
 */
export const CLIENT_PAGES = {
  landing: '/',
  applicationStart: '/application/start',
  residentialApplication: '/application/residential',
  businessApplication: '/application/business',
  businessApplicationFixed: '/business-application-fixed',
  terminationStart: '/termination/start',
  residentialTermination: '/termination/residential',
  businessTermination: '/termination/business',
  privacy: '/privacy',
  terms: '/terms',
  contact: '/contact',
  track: '/track',
  verify: '/verify',
  verifyCode: '/verify/:code',
  admin: '/admin',
  adminApplication: ADMIN_CASE_PAGES.applications,
  adminTermination: ADMIN_CASE_PAGES.terminations,
  assistant: '/admin/alfred',
} as const;
export type ClientPage = keyof typeof CLIENT_PAGES;

export const CLIENT_ROUTES: readonly string[] = Object.values(CLIENT_PAGES);

export const TITLES = ['Mr', 'Mrs', 'Ms', 'Dr', 'Prof'] as const;
export type Title = (typeof TITLES)[number];

export const PROVINCE_NAMES = PROVINCES.map((p) => p.name) as [string, ...string[]];

/** Server-held wizard step numbers (spec 1 section 4). */
export const APPLICATION_STEPS = {
  client_details: 8,
  property_info: 9,
  phone_verification: 10,
  document_upload: 11,
  terms_conditions: 12,
  confirmation: 13,
} as const;
export type ApplicationStep = keyof typeof APPLICATION_STEPS;

export const RESIDENTIAL_DOCUMENT_TYPES = ['id', 'deedlease'] as const;
export type ResidentialDocumentType = (typeof RESIDENTIAL_DOCUMENT_TYPES)[number];

/** Largest id a PostgreSQL `integer` column holds; larger ids are a 400, not a database error. */
export const MAX_DB_INTEGER = 2_147_483_647;

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** An image larger than this (40 megapixels) is refused: it would take the server's memory to decode. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const UPLOAD_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'tiff', 'tif', 'gif', 'bmp', 'webp'] as const;
/**
 * What an uploaded photo may look like to the quality check: too dark or too blurred to read. The upload is kept
 * either way; the slot tells the customer and offers to take it again.
 */
export const PHOTO_PROBLEMS = ['dark', 'blurry'] as const;
export type PhotoProblem = (typeof PHOTO_PROBLEMS)[number];

/** Version of the terms and privacy notice the applicant accepts; stored with the consent. */
export const TERMS_VERSION = '2026-11';

export const VERIFICATION_CODE_TTL_MS = 10 * 60 * 1000;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
/** The default wait before another code; the server's VERIFICATION_RESEND_SECONDS may change it. */
export const VERIFICATION_RESEND_COOLDOWN_MS = 60 * 1000;
export const VERIFICATION_MAX_PER_HOUR = 5;
export const POSTAL_ADDRESS_MAX = 55;
