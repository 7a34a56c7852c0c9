import { zodResolver } from '@hookform/resolvers/zod';
import { requestInfoSchema } from '@protea/shared/schemas/admin-application-detail';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toastSuccess } from '../../../lib/admin/admin-toast';
import { FormField } from '../../form/form-field';
import { Select } from '../../form/select';
import { TextareaField } from '../../form/textarea-field';
import { DecisionForm } from './decision-form';
import type { RequestInfoTexts } from './decision-texts';

const OTHER = 'other';
const TEXT_MAX = 1000;

/** The picked option is sent as it is (the server words it); "something else" sends the admin's own text. */
const requestInfoFormSchema = requestInfoSchema.extend({ option: z.string() });
type RequestInfoForm = z.input<typeof requestInfoFormSchema>;

interface RequestInfoSectionProps {
  /** The listed requests' keys; the customer reads `decisions.infoRequest.<key>` in their language. */
  options: readonly string[];
  texts: RequestInfoTexts;
  onRequest: (message: string) => Promise<unknown>;
}

/** A listed request (the server words it) or the admin's own text. */
export function RequestInfoSection({ options, texts, onRequest }: RequestInfoSectionProps) {
  const { t } = useTranslation();
  const form = useForm<RequestInfoForm, unknown, z.output<typeof requestInfoFormSchema>>({
    resolver: zodResolver(requestInfoFormSchema),
    defaultValues: { option: '', message: '' },
  });
  const [option, message] = form.watch(['option', 'message']);

  const onOption = (value: string) => {
    form.setValue('option', value);
    form.setValue('message', value === OTHER ? '' : value);
    form.clearErrors('message');
  };

  return (
    <DecisionForm
      form={form}
      texts={{ ...texts, incompleteTitle: texts.requiredTitle, incompleteText: texts.requiredText }}
      variant="secondary"
      isReady={message.trim() !== ''}
      send={({ message: text }) => onRequest(text)}
      onSent={() => {
        form.reset();
        toastSuccess(t(texts.sentTitle), t(texts.sentText));
      }}
    >
      <FormField label={t(texts.optionLabel)}>
        {(a11y) => (
          <Select {...a11y} value={option} onChange={(event) => onOption(event.target.value)}>
            <option value="">{t(texts.optionPlaceholder)}</option>
            {options.map((key) => (
              <option key={key} value={key}>
                {t(`decisions.infoRequest.${key}`)}
              </option>
            ))}
            <option value={OTHER}>{t(texts.other)}</option>
          </Select>
        )}
      </FormField>
      {option === OTHER && (
        <TextareaField<RequestInfoForm> name="message" label={t(texts.textLabel)} rows={3} maxLength={TEXT_MAX} />
      )}
    </DecisionForm>
  );
}
