import { ADMIN_CASE_PAGES } from '@protea/shared/admin-case-pages';
import { lazy, Suspense, useEffect, useRef } from 'react';
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

const BUSINESS_APPLICATION_ROUTES = ['/application/business', '/business-application-fixed'];

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
          <Route path="/" component={LandingPage} />
          <Route path="/application/start" component={ApplicationStartPage} />
          <Route path="/termination/start" component={TerminationStartPage} />
          <Route path="/application/residential">
            {() => <ApplicationWizardPage key="residential" kind="residential" />}
          </Route>
          <Route path="/termination/residential">{() => <TerminationWizardPage kind="residential" />}</Route>
          <Route path="/termination/business">{() => <TerminationWizardPage kind="business" />}</Route>
          {BUSINESS_APPLICATION_ROUTES.map((path) => (
            <Route key={path} path={path}>
              {() => <ApplicationWizardPage key="business" kind="business" />}
            </Route>
          ))}
          <Route path="/privacy">{() => <InfoPage page="privacy" />}</Route>
          <Route path="/terms">{() => <InfoPage page="terms" />}</Route>
          <Route path="/contact" component={ContactPage} />
          <Route path="/track" component={TrackPage} />
          <Route path="/verify" component={VerifyPage} />
          <Route path="/verify/:code" component={VerifyPage} />
          <Route path="/admin" component={AdminPage} />
          {/* A case's own page: the back office with the case open (the same page, kept as the case opens). */}
          <Route path={ADMIN_CASE_PAGES.applications} component={AdminPage} />
          <Route path={ADMIN_CASE_PAGES.terminations} component={AdminPage} />
          <Route path="/admin/alfred" component={AssistantPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </Router>
  );
}
