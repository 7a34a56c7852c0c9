import type { AdminProfile } from '@protea/shared/schemas/admin-login';
import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { AccountsSection } from './accounts/accounts-section';
import { ComplexesSection } from './complexes/complexes-section';
import { ReadOnlyNotice } from './components/read-only-notice';
import { DepositRulesSection } from './deposits/deposit-rules-section';
import { ImportSection } from './import/import-section';

const SECTIONS = ['complexes', 'accounts', 'deposits', 'import'] as const;
type Section = (typeof SECTIONS)[number];

/** The section in the address (`?tab=reference&ref.section=import`), so a reload or a shared link opens it again. */
const SECTION_PARAM = 'ref.section';

const sectionClass =
  'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-white/70 focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm';

/**
 * The company's own data (issue 29): complexes and units, the accounts register, the deposit rules and the CSV
 * import. Every member of staff reads it; administrators change it (the server answers a reviewer's change with 403).
 */
export function ReferenceTab({ me }: { me: AdminProfile }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const section: Section = SECTIONS.find((value) => value === params.get(SECTION_PARAM)) ?? 'complexes';
  const canChange = me.role === 'administrator';

  const open = (value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === 'complexes') next.delete(SECTION_PARAM);
        else next.set(SECTION_PARAM, value);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="grid gap-5">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold text-slate-900">{t('admin.reference.title')}</h2>
        <p className="text-sm text-slate-700">{t('admin.reference.intro')}</p>
      </div>
      {!canChange && <ReadOnlyNotice />}
      <Tabs.Root value={section} onValueChange={open}>
        <Tabs.List
          aria-label={t('admin.reference.sectionsLabel')}
          className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1"
        >
          {SECTIONS.map((value) => (
            <Tabs.Trigger key={value} value={value} className={sectionClass}>
              {t(`admin.reference.sections.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="complexes" className="mt-5 focus-visible:outline-2 focus-visible:outline-brand-700">
          <ComplexesSection canChange={canChange} />
        </Tabs.Content>
        <Tabs.Content value="accounts" className="mt-5 focus-visible:outline-2 focus-visible:outline-brand-700">
          <AccountsSection />
        </Tabs.Content>
        <Tabs.Content value="deposits" className="mt-5 focus-visible:outline-2 focus-visible:outline-brand-700">
          <DepositRulesSection canChange={canChange} />
        </Tabs.Content>
        <Tabs.Content value="import" className="mt-5 focus-visible:outline-2 focus-visible:outline-brand-700">
          <ImportSection canChange={canChange} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
