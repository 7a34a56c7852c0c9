import { LANDING_TABS, type LandingTab } from '@protea/shared/constants';
import * as Tabs from '@radix-ui/react-tabs';
import { FileText, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { ContactCard } from '../../components/contact-card';
import { PublicLayout } from '../../components/layout/public-layout';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { apiBase } from '../../lib/base-path';
import { useSiteConfig } from '../../lib/site-config';
import { ContinueTab } from './continue-tab';
import { InfoTab } from './info-tab';
import { TerminationTab } from './termination-tab';

const isLandingTab = (value: string | null): value is LandingTab =>
  value !== null && (LANDING_TABS as readonly string[]).includes(value);

export function LandingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: LandingTab = isLandingTab(requested) ? requested : 'info';
  const setTab = (value: string) => setParams(value === 'info' ? {} : { tab: value }, { replace: true });
  const { data: siteConfig } = useSiteConfig();

  return (
    <PublicLayout>
      {params.get('signedOut') === '1' && (
        <p role="status" className="mb-6 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900">
          {t('landing.signedOut')}
        </p>
      )}
      {siteConfig?.isTestEnvironment && (
        <div
          role="note"
          className="mb-6 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <TriangleAlert aria-hidden="true" className="h-5 w-5 shrink-0" />
          <p>
            <strong className="font-semibold">{t('landing.testNoticeTitle')}: </strong>
            {t('landing.testNoticeText')}
          </p>
        </div>
      )}
      <div className="mb-6 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="max-w-2xl">
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('landing.title')}</h1>
          <p className="mt-2 text-slate-700">{t('landing.subtitle')}</p>
        </div>
        <a
          href={`${apiBase}/forms/debit-order.pdf`}
          target="_blank"
          rel="noopener"
          className={buttonClass('secondary', 'shrink-0')}
          title={t('landing.debitOrderHint')}
        >
          <FileText aria-hidden="true" className="h-4 w-4" />
          {t('landing.debitOrder')}
        </a>
      </div>
      {/* min-w-0: a grid item is otherwise as wide as its longest word, which pushed the page sideways on phones. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card isFlush className="min-w-0">
          <Tabs.Root value={tab} onValueChange={setTab}>
            <Tabs.List aria-label={t('landing.tabsLabel')} className="flex border-b border-slate-200 px-2">
              {LANDING_TABS.map((value) => (
                <Tabs.Trigger
                  key={value}
                  value={value}
                  className="min-h-12 flex-auto border-b-2 px-2 text-center wrap-break-word sm:flex-none border-transparent text-sm font-medium text-slate-600 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
                >
                  {t(`landing.tabs.${value}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <div className="p-5">
              <Tabs.Content value="info">
                <InfoTab />
              </Tabs.Content>
              <Tabs.Content value="continue">
                <ContinueTab onBack={() => setTab('info')} />
              </Tabs.Content>
              <Tabs.Content value="termination">
                <TerminationTab />
              </Tabs.Content>
            </div>
          </Tabs.Root>
        </Card>
        <aside className="min-w-0">
          <ContactCard />
        </aside>
      </div>
    </PublicLayout>
  );
}
