import { ADMIN_CASE_PAGES, type AdminCaseArea, adminCasePage } from '@protea/shared/admin-case-pages';
import { useLocation, useRoute, useSearch } from 'wouter';

/** What the list put in the history entry of a case it opened: where to return, and the panel to open first. */
interface OpenedFromList {
  caseOpenedFromList: true;
  section?: string;
}

const openedFromList = (state: unknown): OpenedFromList | null =>
  typeof state === 'object' && state !== null && 'caseOpenedFromList' in state ? (state as OpenedFromList) : null;

/** The list's own parameters, without the tab the case's page already names. */
const listQueryOf = (search: string) => {
  const params = new URLSearchParams(search);
  params.delete('tab');
  return params.toString();
};

/** The area whose case page is open (`/admin/terminations/TM-...`), or null: the dashboard shows that tab. */
export function useCasePageArea(): AdminCaseArea | null {
  const [isApplication] = useRoute(ADMIN_CASE_PAGES.applications);
  const [isTermination] = useRoute(ADMIN_CASE_PAGES.terminations);
  return isApplication ? 'applications' : isTermination ? 'terminations' : null;
}

/**
 * The case a list has open, by its own address (issue 39): opening a case goes to its page with the list's filters
 * kept, so a reload or a link opens it again; closing returns to the list's address, and Back closes it too.
 */
export function useCasePage(area: AdminCaseArea) {
  const [, params] = useRoute<{ reference: string }>(ADMIN_CASE_PAGES[area]);
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = listQueryOf(search);
  const fromList = openedFromList(history.state);
  return {
    reference: params?.reference ?? null,
    /** The panel the list asked for (a row's Approve opens the Actions), kept through a reload by the history. */
    section: fromList?.section,
    open: (reference: string, section?: string) =>
      navigate(`${adminCasePage(area, reference)}${query ? `?${query}` : ''}`, {
        state: { caseOpenedFromList: true, section } satisfies OpenedFromList,
      }),
    close: () => {
      // Opened from the list: its entry is the one before, and Back and Close agree. Opened by a link: the list
      // takes the case's place.
      if (fromList) history.back();
      else navigate(`/admin?tab=${area}${query ? `&${query}` : ''}`, { replace: true });
    },
  };
}
