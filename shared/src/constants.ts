export const APP_VERSION = '1.1.1';

export const LANGUAGES = ['en', 'af', 'st', 'zu'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGE_NOTICE_MS = 3000;

export const LANDING_TABS = ['info', 'continue', 'termination'] as const;
export type LandingTab = (typeof LANDING_TABS)[number];

export const REFERENCE_EXAMPLE = 'PM-2023-12345';

export const APPLICATION_STATUSES = [
  'incomplete',
  'pending',
  'needsinfo',
  'approved',
  'rejected',
  'completed',
  'archived',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

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

/** Every page of the web app (below BASE_PATH); the server answers others with a 404 status and the 404 screen. */
export const CLIENT_ROUTES = [
  '/',
  '/application/start',
  '/application/residential',
  '/application/business',
  '/business-application-fixed',
  '/termination/start',
  '/termination/residential',
  '/termination/business',
  '/privacy',
  '/terms',
  '/contact',
  '/admin',
  '/admin/alfred',
] as const;
