import { formatRand } from '@protea/shared/money';
import { saDateOf } from '@protea/shared/sa-time';
import type { DepositRule, DepositRulesAnswer } from '@protea/shared/schemas/reference-data';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { useDateFormats } from '../../../lib/admin/use-date-formats';
import { useDepositRules } from '../api/deposit-rules';
import { ReadOnlyNotice } from '../components/read-only-notice';
import { type Column, ResponsiveTable } from '../components/responsive-table';
import { RULE_KINDS, ruleKindOf } from './deposit-form-schema';
import { DepositRuleForm } from './deposit-rule-form';
import { useRuleKindLabel } from './use-rule-kind-label';

type HistoryRow = DepositRulesAnswer['history'][number];

const byKind = (a: DepositRule, b: DepositRule) =>
  RULE_KINDS.indexOf(ruleKindOf(a)) - RULE_KINDS.indexOf(ruleKindOf(b)) ||
  a.effectiveFrom.localeCompare(b.effectiveFrom);

const ruleKey = (rule: DepositRule) => `${ruleKindOf(rule)}-${rule.effectiveFrom}`;

/** The deposit rules: the four in force today, those that start later, a new amount, and every rule ever set. */
export function DepositRulesSection({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const kindLabel = useRuleKindLabel();
  const { calendarDate, dateTime } = useDateFormats();
  const rules = useDepositRules();
  const id = useId();
  const today = saDateOf(new Date());

  const kind: Column<DepositRule> = {
    id: 'kind',
    label: t('admin.reference.deposits.kind'),
    render: (rule) => kindLabel(rule),
  };
  const amount: Column<DepositRule> = {
    id: 'amount',
    label: t('admin.reference.deposits.amount'),
    isNumeric: true,
    render: (rule) => <span className="whitespace-nowrap">{formatRand(Math.round(rule.amount * 100))}</span>,
  };
  const from = (label: string): Column<DepositRule> => ({
    id: 'from',
    label,
    render: (rule) => <span className="whitespace-nowrap">{calendarDate(rule.effectiveFrom)}</span>,
  });

  const inForce = rules.data?.rules.filter((rule) => rule.effectiveFrom <= today).sort(byKind) ?? [];
  const later = rules.data?.rules.filter((rule) => rule.effectiveFrom > today).sort(byKind) ?? [];

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-6">
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {t('admin.reference.deposits.title')}
        </h3>
        <p className="text-sm text-slate-700">{t('admin.reference.deposits.intro')}</p>
      </div>
      {rules.isPending ? (
        <Spinner label={t('admin.reference.deposits.loading')} />
      ) : rules.isError ? (
        <p role="alert" className="text-red-700">
          {t('admin.reference.list.loadFailed')}
        </p>
      ) : (
        <>
          <div className="grid gap-2">
            <h4 className="font-semibold text-slate-900">{t('admin.reference.deposits.inForceTitle')}</h4>
            <ResponsiveTable
              caption={t('admin.reference.deposits.inForceCaption')}
              headingLevel={4}
              title={kind}
              columns={[amount, from(t('admin.reference.deposits.since'))]}
              rows={inForce}
              rowKey={ruleKey}
            />
          </div>
          {later.length > 0 && (
            <div className="grid gap-2">
              <h4 className="font-semibold text-slate-900">{t('admin.reference.deposits.laterTitle')}</h4>
              <ResponsiveTable
                caption={t('admin.reference.deposits.laterCaption')}
                title={kind}
                columns={[amount, from(t('admin.reference.deposits.startsOn'))]}
                rows={later}
                rowKey={ruleKey}
              />
            </div>
          )}
          <div className="grid gap-3 rounded-lg border border-slate-200 p-4">
            <h4 id={`${id}-form`} className="font-semibold text-slate-900">
              {t('admin.reference.deposits.formTitle')}
            </h4>
            {canChange ? <DepositRuleForm today={today} titleId={`${id}-form`} /> : <ReadOnlyNotice />}
          </div>
          <div className="grid gap-2">
            <h4 className="font-semibold text-slate-900">{t('admin.reference.deposits.historyTitle')}</h4>
            <ResponsiveTable<HistoryRow>
              caption={t('admin.reference.deposits.historyCaption')}
              title={kind}
              columns={[
                amount,
                from(t('admin.reference.deposits.from')),
                {
                  id: 'setBy',
                  label: t('admin.reference.deposits.setBy'),
                  render: (rule) => rule.setBy ?? t('admin.reference.deposits.setBySystem'),
                },
                {
                  id: 'setAt',
                  label: t('admin.reference.deposits.setAt'),
                  render: (rule) => <span className="whitespace-nowrap">{dateTime(rule.setAt)}</span>,
                },
              ]}
              rows={rules.data.history}
              rowKey={(rule) => `${ruleKey(rule)}-${rule.setAt}`}
            />
          </div>
        </>
      )}
    </section>
  );
}
