import { type CaseKind, isApplicationKind } from './case-kinds.js';

/**
 * The back office's address of one case (issue 39): its list with the case's review dialog open over it. A reload
 * keeps it open, and a link (the morning digest) opens it. The server answers these pages 200 like the others.
 */
export const ADMIN_CASE_PAGES = {
  applications: '/admin/applications/:reference',
  terminations: '/admin/terminations/:reference',
} as const;

/** The dashboard tab, and the list, a case of either kind is found in. */
export type AdminCaseArea = keyof typeof ADMIN_CASE_PAGES;

export const adminCaseAreaOf = (kind: CaseKind): AdminCaseArea =>
  isApplicationKind(kind) ? 'applications' : 'terminations';

/** The page of one case below BASE_PATH, `/admin/applications/PM-2026-12345`. */
export const adminCasePage = (area: AdminCaseArea, reference: string) =>
  ADMIN_CASE_PAGES[area].replace(':reference', encodeURIComponent(reference));
