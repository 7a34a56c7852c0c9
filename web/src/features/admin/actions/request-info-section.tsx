import { APPLICATION_INFO_REQUESTS } from '@protea/shared/decision-reasons';
import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClass } from '../../../components/form/field-class';
import { Select } from '../../../components/form/select';
import { Button } from '../../../components/ui/button';
import { errorText, toastError, toastSuccess } from '../admin-toast';
import { Section } from '../components/info-list';
import { settle } from '../settle';
import { useRequestInfo } from './api/request-info';

type Option = (typeof APPLICATION_INFO_REQUESTS)[number];
const OTHER = 'other';
const TEXT_MAX = 1000;

/** A listed request (the server words it) or the admin's own text. */
export function RequestInfoSection({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const [option, setOption] = useState<Option | typeof OTHER | ''>('');
  const [text, setText] = useState('');
  const request = useRequestInfo();
  const message = option === OTHER ? text.trim() : option;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!message) {
      toastError(t('admin.actions.requestInfo.requiredTitle'), t('validation.infoRequired'));
      return;
    }
    settle(request.mutateAsync({ reference: application.appReference, message }), {
      onSuccess: () => {
        setOption('');
        setText('');
        toastSuccess(t('admin.actions.requestInfo.sentTitle'), t('admin.actions.requestInfo.sentText'));
      },
      onError: (error) =>
        toastError(
          t('admin.actions.requestInfo.failedTitle'),
          errorText(error, t('admin.actions.requestInfo.failedText')),
        ),
    });
  };

  return (
    <Section title={t('admin.actions.requestInfo.title')}>
      <form className="grid gap-3" onSubmit={onSubmit}>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-option`} className="text-sm font-medium">
            {t('admin.actions.requestInfo.optionLabel')}
          </label>
          <Select id={`${id}-option`} value={option} onChange={(event) => setOption(event.target.value as Option)}>
            <option value="">{t('admin.actions.requestInfo.optionPlaceholder')}</option>
            {APPLICATION_INFO_REQUESTS.map((key) => (
              <option key={key} value={key}>
                {t(`decisions.infoRequest.${key}`)}
              </option>
            ))}
            <option value={OTHER}>{t('admin.actions.requestInfo.other')}</option>
          </Select>
        </div>
        {option === OTHER && (
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-text`} className="text-sm font-medium">
              {t('admin.actions.requestInfo.textLabel')}
            </label>
            <textarea
              id={`${id}-text`}
              rows={3}
              maxLength={TEXT_MAX}
              value={text}
              onChange={(event) => setText(event.target.value)}
              className={`${fieldClass} py-2`}
            />
          </div>
        )}
        <div>
          <Button type="submit" variant="secondary" disabled={!message || request.isPending}>
            {t('admin.actions.requestInfo.button')}
          </Button>
        </div>
      </form>
    </Section>
  );
}
