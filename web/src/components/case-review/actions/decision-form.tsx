import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText, toastError } from '../../../lib/admin/admin-toast';
import { settle } from '../../../lib/admin/settle';
import { useRetryOffer } from '../../../lib/use-retry-offer';
import { Section } from '../../admin/info-list';
import { Button, type ButtonVariant } from '../../ui/button';
import { useConfirmDecision } from '../assignment/held-decision';

/** The keys of a decision form's words: its title, its button, and its toasts when incomplete or when sending fails. */
export interface DecisionFormTexts {
  title: string;
  button: string;
  incompleteTitle: string;
  incompleteText: string;
  failedTitle: string;
  failedText: string;
}

interface DecisionFormProps<F extends FieldValues, Body> {
  form: UseFormReturn<F, unknown, Body>;
  texts: DecisionFormTexts;
  variant: ButtonVariant;
  /** Whether the form holds enough to send yet: the button waits for it. */
  isReady: boolean;
  send: (body: Body) => Promise<unknown>;
  onSent: () => void;
  children: ReactNode;
}

/** A decision staff put in words of their own (reject, request information): its fields, then the button that sends it. */
export function DecisionForm<F extends FieldValues, Body>(props: DecisionFormProps<F, Body>) {
  const { form, texts } = props;
  const { t } = useTranslation();
  const sending = useMutation({ mutationFn: props.send });
  const confirmDecision = useConfirmDecision();
  const offerRetry = useRetryOffer();
  /** Sends the decision; one that meets a failure of the moment is offered again as written (the form keeps it). */
  const send = (body: Body) =>
    settle(sending.mutateAsync(body), {
      onSuccess: props.onSent,
      onError: (error) => {
        const text = { title: t(texts.failedTitle), description: t(texts.failedText) };
        if (offerRetry(error, { ...text, retry: () => void send(body) })) return;
        toastError(text.title, errorText(error, text.description));
      },
    });
  const onValid = async (body: Body) => {
    if (!(await confirmDecision())) return;
    await send(body);
  };
  const onInvalid = () => toastError(t(texts.incompleteTitle), t(texts.incompleteText));
  return (
    <Section title={t(texts.title)}>
      <FormProvider {...form}>
        <form className="grid gap-3" onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate>
          {props.children}
          <div>
            <Button type="submit" variant={props.variant} disabled={!props.isReady || sending.isPending}>
              {t(texts.button)}
            </Button>
          </div>
        </form>
      </FormProvider>
    </Section>
  );
}
