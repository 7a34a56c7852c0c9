import { formatRand } from '@protea/shared/money';
import type { TerminationRegisterCheck } from '@protea/shared/schemas/admin-terminations';
import { CheckCircle2, CircleHelp, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoList, Section } from '../../components/admin/info-list';
import { useDateFormats } from '../../lib/admin/use-date-formats';
import { TerminationFlags } from './termination-flags';

/** A check's outcome in words with an icon: yes, no, or not known (the colour only helps). */
function Outcome({ value, yes, no }: { value: boolean | null; yes: string; no: string }) {
  const { t } = useTranslation();
  if (value === null) {
    return (
      <span className="inline-flex items-center gap-1.5 text-slate-700">
        <CircleHelp aria-hidden="true" className="h-4 w-4" />
        {t('admin.terminations.register.unknown')}
      </span>
    );
  }
  const Icon = value ? CheckCircle2 : XCircle;
  return (
    <span className={`inline-flex items-center gap-1.5 font-semibold ${value ? 'text-green-800' : 'text-red-800'}`}>
      <Icon aria-hidden="true" className="h-4 w-4" />
      {value ? yes : no}
    </span>
  );
}

/** What the accounts register said at submission and where the account stands now (PRODUCT.md 'Terminations'). */
export function RegisterCheck({ register: r }: { register: TerminationRegisterCheck }) {
  const { t } = useTranslation();
  const dates = useDateFormats();
  const w = (key: string) => t(`admin.terminations.register.${key}`);
  const withDetail = (outcome: ReactNode, detail: string | null) => (
    <span className="grid gap-0.5">
      {outcome}
      {detail && <span className="text-sm text-slate-700">{detail}</span>}
    </span>
  );
  if (!r.checked) {
    return (
      <Section title={w('title')}>
        <p className="text-slate-800">{w('notChecked')}</p>
      </Section>
    );
  }
  return (
    <Section title={w('title')}>
      <div className="grid gap-4">
        {r.accountClosedOn && (
          <p className="rounded-lg border border-slate-300 bg-slate-100 p-3 font-semibold text-slate-900">
            {t('admin.terminations.register.closedOn', { date: dates.calendarDate(r.accountClosedOn) })}
          </p>
        )}
        <InfoList
          items={[
            {
              label: w('account'),
              value: withDetail(<Outcome value={r.accountFound} yes={w('found')} no={w('notFound')} />, r.holderName),
            },
            { label: w('idNumber'), value: <Outcome value={r.idMatches} yes={w('matches')} no={w('noMatch')} /> },
            {
              label: w('premise'),
              value: withDetail(<Outcome value={r.premiseMatches} yes={w('matches')} no={w('noMatch')} />, r.premise),
            },
            { label: w('deposit'), value: r.depositHeldCents === null ? null : formatRand(r.depositHeldCents) },
            {
              label: w('noticeDays'),
              value: r.noticeDays !== null && (
                <span className="grid gap-1">
                  {r.noticeDays}
                  <TerminationFlags
                    flags={{
                      lateNotice: r.lateNotice === true,
                      penaltyMayApply: r.penaltyMayApply === true,
                      registerMismatch: false,
                      holderAwaiting: false,
                      holderDenied: false,
                    }}
                  />
                </span>
              ),
            },
            {
              label: t('pdf.termination.refundDueDate'),
              value: r.refundDueDate && dates.calendarDate(r.refundDueDate),
            },
          ]}
        />
      </div>
    </Section>
  );
}
