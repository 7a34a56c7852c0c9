import { saDateOf } from '@protea/shared/sa-time';
import type { AdminTerminationDetail, TerminationCompletedResponse } from '@protea/shared/schemas/admin-terminations';
import { METER_READING_PATTERN } from '@protea/shared/schemas/termination';
import { CheckCircle2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmedActionSection } from '../../components/case-review/actions/confirmed-action-section';
import { GuardNotice } from '../../components/case-review/actions/guard-notice';
import { CheckboxField } from '../../components/form/checkbox-field';
import { fieldClass } from '../../components/form/field-class';
import { FormField } from '../../components/form/form-field';
import { useServerFieldErrors } from '../../components/form/use-server-field-errors';
import { errorText, toastError, toastSuccess } from '../../lib/admin/admin-toast';
import { useDateFormats } from '../../lib/admin/use-date-formats';
import { useTerminationAction } from './api/termination-action';
import { asksTick, holderOverrideTexts } from './termination-actions';

/**
 * Approved to completed once staff tick that the whole termination was done; the account closes in the register.
 * Before the disconnection date the customer asked for, staff first record the early disconnection: its date and why.
 */
export function CompleteTerminationSection({ termination }: { termination: AdminTerminationDetail }) {
  const { t } = useTranslation();
  const dates = useDateFormats();
  const complete = useTerminationAction<TerminationCompletedResponse>(termination.reference, 'complete');
  const [reading, setReading] = useState('');
  const typed = reading.trim();
  const isReadingValid = typed === '' || METER_READING_PATTERN.test(typed);
  const noticeId = useId();
  const guard = termination.guards.complete;
  const isNotDue = guard?.blockers.some((b) => b.code === 'disconnection_not_due') === true;
  // The holder's yes may be overridden by an administrator (the refund then stays held); nothing else on completion.
  const isHolderPending = guard?.blockers.some((b) => b.code === 'holder_not_confirmed') === true;
  const [isEarly, setEarly] = useState(false);
  const [earlyDate, setEarlyDate] = useState('');
  const [earlyReason, setEarlyReason] = useState('');
  const early = isNotDue && isEarly ? { date: earlyDate, reason: earlyReason.trim() } : undefined;
  const isEarlyReady = early !== undefined && early.date !== '' && early.reason !== '';
  const today = saDateOf(new Date());
  // The server's own checks (a date in the future, not before the date asked for) on the field they concern.
  const server = useServerFieldErrors();
  const edited = (name: string, set: (value: string) => void) => (value: string) => {
    server.clear(name);
    set(value);
  };
  const w = (key: string) => `admin.terminations.actions.complete.${key}`;

  const onCompleted = (done: TerminationCompletedResponse) =>
    toastSuccess(
      t(w('completedTitle')),
      t(w('completedText'), {
        accountNo: done.accountNo ?? t('admin.common.notAvailable'),
        complex: done.complexName ?? t('admin.common.notAvailable'),
        unit: done.unitNumber ?? t('admin.common.notAvailable'),
        completedAt: dates.dateTime(done.completedAt),
        disconnectionDate: done.disconnectionDate
          ? dates.calendarDate(done.disconnectionDate)
          : t('admin.terminations.notSet'),
      }),
    );

  return (
    <ConfirmedActionSection
      title={t(w('title'))}
      intro={t(w('intro'))}
      confirmLabel={asksTick('complete', termination.status) ? t(w('confirmLabel')) : undefined}
      confirmFirst={t(w('confirmFirst'))}
      button={t(w('button'))}
      icon={CheckCircle2}
      isBlocked={!isReadingValid || (isNotDue && !isEarlyReady) || isHolderPending}
      describedBy={isNotDue || isHolderPending ? noticeId : undefined}
      override={
        isHolderPending && isReadingValid && (!isNotDue || isEarlyReady)
          ? holderOverrideTexts(t, 'complete')
          : undefined
      }
      onConfirm={(overrideReason) =>
        complete.mutateAsync({
          confirmed: true,
          ...(typed ? { finalMeterReading: typed } : {}),
          ...(early ? { earlyDisconnection: early } : {}),
          ...(overrideReason ? { overrideReason } : {}),
        })
      }
      onSuccess={(done) => {
        setReading('');
        setEarly(false);
        onCompleted(done);
      }}
      onError={(error) => {
        server.show(error);
        toastError(t('admin.terminations.actions.errorTitle'), errorText(error, t(w('failedText'))));
      }}
    >
      <div ref={server.containerRef} className="grid gap-3">
        <GuardNotice id={noticeId} guard={guard} />
        {isNotDue && (
          <div className="grid gap-3">
            <CheckboxField label={t(w('earlyLabel'))} checked={isEarly} onChange={(e) => setEarly(e.target.checked)} />
            {isEarly && (
              <div className="grid gap-3 sm:grid-cols-2">
                <FormField label={t(w('earlyDateLabel'))} error={server.errorOf('earlyDisconnection.date')}>
                  {(a11y) => (
                    <input
                      {...a11y}
                      type="date"
                      max={today}
                      value={earlyDate}
                      onChange={(event) => edited('earlyDisconnection.date', setEarlyDate)(event.target.value)}
                      className={fieldClass}
                    />
                  )}
                </FormField>
                <FormField label={t(w('earlyReasonLabel'))} error={server.errorOf('earlyDisconnection.reason')}>
                  {(a11y) => (
                    <input
                      {...a11y}
                      maxLength={1000}
                      value={earlyReason}
                      onChange={(event) => edited('earlyDisconnection.reason', setEarlyReason)(event.target.value)}
                      className={fieldClass}
                    />
                  )}
                </FormField>
              </div>
            )}
          </div>
        )}
        <FormField
          label={t(w('readingLabel'))}
          hint={t(w('readingHint'), { reading: termination.finalReading.reading ?? t('admin.common.notProvided') })}
          error={isReadingValid ? server.errorOf('finalMeterReading') : 'validation.meterReadingFormat'}
          isOptional
          className="max-w-sm"
        >
          {(a11y) => (
            <input
              {...a11y}
              inputMode="decimal"
              autoComplete="off"
              maxLength={12}
              value={reading}
              onChange={(event) => edited('finalMeterReading', setReading)(event.target.value)}
              className={fieldClass}
            />
          )}
        </FormField>
      </div>
    </ConfirmedActionSection>
  );
}
