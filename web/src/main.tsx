import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoutes } from './app/app-routes';
import { ErrorBoundary, LoadFailed } from './app/error-boundary';
import { LazyToaster } from './components/ui/lazy-toaster';
import { adaptToContentSecurityPolicy } from './lib/content-security-policy';
import { initI18n } from './lib/i18n';
import './styles.css';

// Spec defaults: no automatic retries, no refetch on focus, data stays fresh until invalidated.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
    mutations: { retry: false },
  },
});

adaptToContentSecurityPolicy();
await initI18n();
// One frame for index.html's loading header to be painted first, as it is on a slow phone while the code arrives: a
// fast device would otherwise draw its first frame only once the app's lazily loaded page is there.
await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      {/* A page whose code did not arrive says so and offers a reload; a toaster that did not is done without. */}
      <ErrorBoundary fallback={<LoadFailed />}>
        <AppRoutes />
      </ErrorBoundary>
      <ErrorBoundary fallback={null}>
        <LazyToaster />
      </ErrorBoundary>
    </QueryClientProvider>
  </StrictMode>,
);
