import { useMutation } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settle } from '../../../lib/admin/settle';
import { useRetryOffer } from '../../../lib/use-retry-offer';
import { Section } from '../../admin/info-list';
import { CheckboxField } from '../../form/checkbox-field';
import { Button } from '../../ui/button';
import { useConfirmDecision } from '../assignment/held-decision';
import { GuardOverride, type GuardOverrideTexts } from './guard-override';

interface ConfirmedActionSectionProps<T> {
  title: string;
  intro?: string;
  /** The box the workflow asks staff to tick first (a client requirement); none when it asks nothing. */
  confirmLabel?: string;
  /** The button's words while the box is not ticked yet. */
  confirmFirst?: string;
  button: string;
  busy?: string;
  icon?: LucideIcon;
  variant?: 'primary' | 'secondary' | 'danger';
  /** Fields sent with the action (a final meter reading, say). */
  children?: ReactNode;
  /** Those fields are not valid yet, or something stands against the action. */
  isBlocked?: boolean;
  /** The element that says why the button is disabled (a guard notice among the children). */
  describedBy?: string;
  /**
   * Where only what an administrator may override stands in the way (guards.ts): the words of the way past it. The
   * action is then sent with the administrator's reason.
   */
  override?: GuardOverrideTexts;
  onConfirm: (overrideReason?: string) => Promise<T>;
  onSuccess: (data: T) => void;
  /** A refusal; a failure of the moment is offered again here (Try again sends the same). */
  onError: (error: unknown) => void;
}

/** One action behind one button, and when the workflow asks for it, a box staff tick first. */
export function ConfirmedActionSection<T>(props: ConfirmedActionSectionProps<T>) {
  const { title, intro, confirmLabel, confirmFirst, button, busy, icon: Icon, variant, children } = props;
  const { t } = useTranslation();
  const [isConfirmed, setConfirmed] = useState(false);
  const action = useMutation({ mutationFn: props.onConfirm });
  const confirmDecision = useConfirmDecision();
  const offerRetry = useRetryOffer();
  const isWaiting = confirmLabel !== undefined && !isConfirmed;
  const isBlocked = props.isBlocked === true;
  const send = (overrideReason?: string) =>
    settle(action.mutateAsync(overrideReason), {
      onSuccess: (data) => {
        setConfirmed(false);
        props.onSuccess(data);
      },
      onError: (error) => {
        const text = { title: t('admin.actionFailedTitle'), description: t('admin.actionFailedText') };
        if (!offerRetry(error, { ...text, retry: () => void send(overrideReason) })) props.onError(error);
      },
    });
  const onClick = async (overrideReason?: string) => {
    if (!(await confirmDecision())) return;
    await send(overrideReason);
  };
  return (
    <Section title={title}>
      <div className="grid gap-3">
        {intro && <p className="text-sm text-slate-700">{intro}</p>}
        {children}
        {confirmLabel !== undefined && (
          <CheckboxField
            label={confirmLabel}
            checked={isConfirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
        )}
        <div>
          <Button
            variant={variant}
            onClick={() => onClick()}
            disabled={isWaiting || isBlocked || action.isPending}
            aria-describedby={props.describedBy}
          >
            {Icon && <Icon aria-hidden="true" className="h-4 w-4" />}
            {action.isPending && busy ? busy : isWaiting && confirmFirst ? confirmFirst : button}
          </Button>
        </div>
        {props.override && (
          <GuardOverride
            texts={props.override}
            icon={Icon}
            isWaiting={isWaiting}
            isPending={action.isPending}
            onOverride={onClick}
          />
        )}
      </div>
    </Section>
  );
}
