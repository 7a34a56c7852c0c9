import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';

/** What shows when a part of the page could not load (a lazily loaded chunk on a dropped connection) or failed. */
export function LoadFailed() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div role="alert" className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{t('common.loadFailedTitle')}</h1>
        <p className="mt-3 text-sm text-slate-600">{t('common.loadFailedText')}</p>
        {/* A fresh load fetches the code again; React keeps a part that failed to load as failed. */}
        <Button className="mt-6" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      </div>
    </main>
  );
}

/**
 * Where a part of the app that failed (most often its code did not arrive: a cheap phone's connection dropping between
 * the first screen and the next step) stops: it shows `fallback` instead of leaving a blank screen.
 */
export class ErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A part of the page could not be shown', error, info.componentStack);
  }

  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}
