import { MessageSquareText, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CodeRequest } from './code-request';

const HINT = {
  cooldown: 'wizard.verify.cooldownHint',
  limited: 'wizard.verify.limitHint',
  failed: 'wizard.verify.failedHint',
  refused: 'wizard.verify.refusedHint',
} as const;

/**
 * Where the code went (and, when the SMS gateway was slow, that it may take a minute); or, when none went out, the
 * server's reason and what the applicant can do now.
 */
export function CodeNotice({ request }: { request: CodeRequest | null }) {
  const { t } = useTranslation();
  if (request === null || request.status === 'sent') {
    return (
      <p className="flex items-start gap-3 rounded-lg bg-slate-100 p-3 text-slate-800" data-testid="code-sent-to">
        <MessageSquareText aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
        <span>
          {request ? t('wizard.verify.sentTo', { phone: request.maskedPhone }) : t('wizard.verify.sending')}
          {request?.queued && <span className="mt-1 block text-sm">{t('wizard.verify.queued')}</span>}
        </span>
      </p>
    );
  }
  return (
    <div
      className="flex items-start gap-3 rounded-lg border border-amber-400 bg-amber-50 p-3 text-amber-950"
      data-testid="code-not-sent"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="grid gap-1">
        <p className="font-semibold">{t('wizard.verify.notSent')}</p>
        <p>{request.message ?? t('wizard.verify.smsFailedText')}</p>
        <p className="text-sm">{t(HINT[request.status])}</p>
      </div>
    </div>
  );
}
