import { CLIENT_PAGES, type ClientPage } from '@protea/shared/constants';
import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { ApplicationStartPage } from '../features/choice/application-start-page';
import { TerminationStartPage } from '../features/choice/termination-start-page';
import { ContactPage, InfoPage } from '../features/info-pages/info-page';
import { LandingPage } from '../features/landing/landing-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { useCasePageArea } from '../lib/admin/case-page';
import { basePath } from '../lib/base-path';
import { withTexts } from '../lib/i18n';

// The wizards' and the back office's code and texts load only when one of their pages opens: the landing page stays
// light. The back office's pages show their sign-in with its own few texts; the rest (with the wizards' labels the
// back office shows) load with the screens behind it.
const AdminPage = lazy(() => withTexts(['signin'], () => import('./admin/admin-page')));
const AssistantPage = lazy(() => withTexts(['signin'], () => import('./admin/assistant-page')));
const ApplicationWizardPage = lazy(() =>
  withTexts(['wizard'], () => import('../features/application-wizard/application-wizard-page')),
);
const TerminationWizardPage = lazy(() =>
  withTexts(['wizard'], () => import('../features/termination-wizard/termination-wizard-page')),
);
// Where a customer follows a request: the code box and Your information are the wizards' own.
const TrackPage = lazy(() => withTexts(['wizard'], () => import('../features/track/track-page')));
// Where a PDF's QR code leads: its texts are public, its code loads with it.
const VerifyPage = lazy(() => import('../features/verify/verify-page'));

const BusinessApplication = () => <ApplicationWizardPage key="business" kind="business" />;

/** The screen of each page the server serves (shared CLIENT_PAGES): a page added there must be drawn here. */
const SCREENS: Record<ClientPage, ComponentType> = {
  landing: LandingPage,
  applicationStart: ApplicationStartPage,
  residentialApplication: () => <ApplicationWizardPage key="residential" kind="residential" />,
  businessApplication: BusinessApplication,
  businessApplicationFixed: BusinessApplication,
  terminationStart: TerminationStartPage,
  residentialTermination: () => <TerminationWizardPage kind="residential" />,
  businessTermination: () => <TerminationWizardPage kind="business" />,
  privacy: () => <InfoPage page="privacy" />,
  terms: () => <InfoPage page="terms" />,
  contact: ContactPage,
  track: TrackPage,
  verify: VerifyPage,
  verifyCode: VerifyPage,
  admin: AdminPage,
  // A case's own page: the back office with the case open (issue 39).
  adminApplication: AdminPage,
  adminTermination: AdminPage,
  assistant: AssistantPage,
};
const PAGES = Object.entries(CLIENT_PAGES) as [ClientPage, string][];
/**
 * A case's page is the back office with the case open over its list: one key for the three, so that opening or
 * closing a case keeps the list as it was (its rows, scroll and the button that opened the case, which takes the focus
 * back) instead of drawing the back office anew.
 */
const ROUTE_KEYS: Partial<Record<ClientPage, string>> = { adminApplication: 'admin', adminTermination: 'admin' };

function ScrollToTopOnNavigate() {
  const [location] = useLocation();
  // Opening a case over its list, or closing it, keeps the list where it was.
  const caseArea = useCasePageArea();
  const wasCase = useRef(caseArea !== null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every navigation
  useEffect(() => {
    const isCaseStep = wasCase.current || caseArea !== null;
    wasCase.current = caseArea !== null;
    if (!isCaseStep) window.scrollTo(0, 0);
  }, [location]);
  return null;
}

export function AppRoutes() {
  return (
    <Router base={basePath}>
      <ScrollToTopOnNavigate />
      <Suspense fallback={null}>
        <Switch>
          {PAGES.map(([page, path]) => (
            <Route key={ROUTE_KEYS[page] ?? page} path={path} component={SCREENS[page]} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </Router>
  );
}
