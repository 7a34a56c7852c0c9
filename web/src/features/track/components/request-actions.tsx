import type { RequestAction, RequestStatus } from '@protea/shared/schemas/request-status';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { YourInformation } from '../../../components/your-information/your-information';
import { downloadFile } from '../../../lib/download-file';
import { toast } from '../../../lib/toast-store';
import { useRetryOffer } from '../../../lib/use-retry-offer';
import { cancelTermination } from '../api/track-calls';
import { ownDataPath, requestPdf, welcomeLetter, wizardOf } from '../api/track-files';

const CANCEL_ID = 'track-cancel';

/** What the customer may do now, as the server lists it: continue, answer, cancel, download, their own data. */
export function RequestActions({ status, onChanged }: { status: RequestStatus; onChanged: () => void }) {
  const { t } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  const has = (action: RequestAction) => status.actions.includes(action);
  const offerRetry = useRetryOffer();

  const cancel = useMutation({
    mutationFn: () => cancelTermination(status.accountNumber ?? status.reference),
    onSuccess: () => {
      setIsConfirming(false);
      toast({ variant: 'success', title: t('track.cancelledTitle'), description: t('track.cancelledText') });
      onChanged();
    },
    onError: (error) => {
      const text = { title: t('track.failedTitle'), description: t('track.cancelFailed') };
      if (!offerRetry(error, { ...text, retry: () => cancel.mutate() })) toast({ variant: 'destructive', ...text });
    },
  });

  const download = async (file: { path: string; fileName: string }) => {
    try {
      await downloadFile(file.path, file.fileName);
    } catch {
      toast({ variant: 'destructive', title: t('track.failedTitle'), description: t('track.downloadFailed') });
    }
  };

  return (
    <section aria-labelledby="track-actions" className="grid gap-3">
      <h3 id="track-actions" className="font-semibold text-slate-900">
        {t('track.actionsTitle')}
      </h3>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {(has('continue') || has('answer')) && (
          <Link href={wizardOf(status)} className={buttonClass('primary')}>
            {t(has('answer') ? 'track.actions.answer' : 'track.actions.continue')}
          </Link>
        )}
        {has('welcome_letter') && (
          <Button onClick={() => void download(welcomeLetter(status))}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {t('track.actions.welcome_letter')}
          </Button>
        )}
        {has('download_pdf') && (
          <Button variant="secondary" onClick={() => void download(requestPdf(status))}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {t('track.actions.download_pdf')}
          </Button>
        )}
        {has('cancel') && (
          <Button id={CANCEL_ID} variant="danger" onClick={() => setIsConfirming(true)}>
            {t('track.actions.cancel')}
          </Button>
        )}
      </div>
      {isConfirming && (
        <ConfirmDialog
          title={t('track.cancelTitle')}
          description={t('track.cancelText')}
          confirmLabel={t('track.cancelConfirm')}
          busyLabel={t('track.cancelBusy')}
          isDanger
          isBusy={cancel.isPending}
          onConfirm={() => cancel.mutate()}
          onCancel={() => setIsConfirming(false)}
          fallbackFocus={() => document.getElementById(CANCEL_ID)}
        />
      )}
      {has('your_information') && <YourInformation requestPath={ownDataPath(status)} />}
    </section>
  );
}
