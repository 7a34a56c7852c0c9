import type { RequestStatus } from '@protea/shared/schemas/request-status';
import { ShieldCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useRetryOffer } from '../../../lib/use-retry-offer';
import { answerAsHolder } from '../api/track-calls';

/**
 * The account's holder, known by a code sent to the number on file, answers for a termination somebody else asked for
 * (issue 39): "Yes, I asked for this" lets staff go on; "No, this was not me" cancels it at once. Once answered, what
 * the holder said.
 */
export function HolderAnswer({
  status,
  onAnswered,
}: {
  status: RequestStatus;
  onAnswered: (status: RequestStatus) => void;
}) {
  const { t } = useTranslation();
  const [sending, setSending] = useState<'confirm' | 'deny' | null>(null);
  const offerRetry = useRetryOffer();
  const answer = async (choice: 'confirm' | 'deny') => {
    setSending(choice);
    try {
      onAnswered(await answerAsHolder(status.reference, choice));
    } catch (error) {
      const title = t('track.holder.failedTitle');
      const retry = () => void answer(choice);
      if (offerRetry(error, { title, description: t('track.holder.failed'), retry })) return;
      // A refusal the server explains (already answered, not the holder's session) in its words; else ours.
      const description =
        error instanceof ApiError && error.status < 500 && error.message ? error.message : t('track.holder.failed');
      toast({ variant: 'destructive', title, description });
    } finally {
      setSending(null);
    }
  };
  if (status.holderAnswer === 'confirmed' || status.holderAnswer === 'denied') {
    return (
      <p
        role="status"
        className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-brand-900"
        data-testid="holder-answered"
      >
        {t(`track.holder.${status.holderAnswer}`)}
      </p>
    );
  }
  if (!status.actions.includes('holder_answer')) return null;
  return (
    <section
      aria-labelledby="holder-answer-title"
      className="grid gap-3 rounded-lg border-2 border-amber-400 bg-amber-50 p-4 text-amber-950"
    >
      <h3 id="holder-answer-title" className="text-lg font-semibold">
        {t('track.holder.title')}
      </h3>
      <p>{t('track.holder.intro', { accountNo: status.accountNumber ?? '' })}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button onClick={() => void answer('confirm')} disabled={sending !== null}>
          <ShieldCheck aria-hidden="true" className="h-4 w-4" />
          {t('track.holder.confirm')}
        </Button>
        <Button variant="danger" onClick={() => void answer('deny')} disabled={sending !== null}>
          <UserX aria-hidden="true" className="h-4 w-4" />
          {t('track.holder.deny')}
        </Button>
      </div>
      <p className="text-sm">{t('track.holder.denyHint')}</p>
    </section>
  );
}
