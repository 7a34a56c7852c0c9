import { parseTrackReference } from '@protea/shared/request-reference';
import type { RequestStatus } from '@protea/shared/schemas/request-status';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'wouter';
import { PublicLayout } from '../../components/layout/public-layout';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingView } from '../../components/ui/loading-view';
import { useVerificationCode } from '../../components/verification/use-verification-code';
import { VerifiedCodeForm } from '../../components/verification/verified-code-form';
import { StepHeading } from '../../components/wizard/step-heading';
import { dismissActionToasts, toast } from '../../lib/toast-store';
import { confirmTrackCode, readTrackStatus, sendTrackCode } from './api/track-calls';
import { wizardOf } from './api/track-files';
import { ReferenceForm } from './components/reference-form';
import { RejectedDocuments } from './components/rejected-documents';
import { RequestStatusView } from './components/request-status-view';
import { StartTermination } from './components/start-termination';

type Phase = 'checking' | 'enter' | 'code' | 'status';

/**
 * /track (issue 31): a customer types a PM- or TM- reference or an account number (or arrives with it from a message,
 * `?ref=`), verifies the code sent to the phone on file, and sees where the request stands. A browser whose session
 * already holds the request sees it at once. A code goes out only when the customer asks: Send code here, or Continue
 * on the landing page (`&send=1`); a link in a message, opened by a mail scanner, sends nothing. A request not yet
 * submitted opens straight in its wizard once verified.
 */
export default function TrackPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const given = params.get('ref')?.trim() ?? '';
  const isAsked = params.get('send') === '1';
  const [, navigate] = useLocation();
  const [phase, setPhase] = useState<Phase>(given ? 'checking' : 'enter');
  const [status, setStatus] = useState<RequestStatus | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // An account in the register with no request under way (issue 39): said so, with the way to start a termination.
  const [isWithoutRequest, setWithoutRequest] = useState(false);
  const typed = useRef(given);
  const code = useVerificationCode({
    send: () => sendTrackCode(typed.current),
    confirm: (value: string) => confirmTrackCode(typed.current, value),
  });

  useEffect(() => {
    const previous = document.title;
    document.title = `${t('track.title')} - ${t('common.appName')}`;
    return () => {
      document.title = previous;
    };
  }, [t]);

  const show = (found: RequestStatus, isVerified = false) => {
    if (isVerified && found.actions.includes('continue')) {
      navigate(wizardOf(found), { replace: true });
      return;
    }
    setStatus(found);
    setPhase('status');
    // The address names the request by its own reference from now on, so a reload shows it again.
    setParams({ ref: found.reference }, { replace: true });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the reference the page opened with
  useEffect(() => {
    if (phase !== 'checking') return;
    readTrackStatus(given)
      .catch(() => null)
      .then((found) => {
        if (found) show(found);
        else if (isAsked && parseTrackReference(given)) void ask(given);
        else setPhase('enter');
      });
  }, []);

  const ask = async (reference: string) => {
    typed.current = reference;
    setRefusal(null);
    setWithoutRequest(false);
    const outcome = await code.sendCode();
    if (outcome.status === 'refused') {
      setRefusal(outcome.message);
      setWithoutRequest(outcome.code === 'account_without_request');
      setPhase('enter');
    } else setPhase('code');
  };

  const reload = async () => {
    if (!status) return;
    try {
      const found = await readTrackStatus(status.reference);
      if (found) show(found);
      else setPhase('enter');
    } catch {
      toast({ variant: 'destructive', title: t('track.failedTitle'), description: t('track.loadFailed') });
    }
  };

  const startOver = () => {
    // An offer to ask again for the last reference's code is withdrawn with it.
    dismissActionToasts();
    setStatus(null);
    setRefusal(null);
    setPhase('enter');
  };

  return (
    <PublicLayout>
      <div className="mx-auto max-w-3xl">
        <h1 className="mb-4 text-2xl font-bold text-brand-900">{t('track.title')}</h1>
        <Card>
          {phase === 'checking' && <LoadingView text={t('track.loading')} />}
          {phase === 'enter' && (
            <div>
              <StepHeading intro={t('track.intro')}>{t('track.enterTitle')}</StepHeading>
              <ReferenceForm
                initial={typed.current}
                isSending={code.isSending}
                refusal={refusal}
                onSubmit={(reference) => void ask(reference)}
              />
              {isWithoutRequest && <StartTermination />}
            </div>
          )}
          {phase === 'code' && (
            <div>
              <StepHeading intro={t('track.codeIntro', { reference: typed.current })}>
                {t('track.codeTitle')}
              </StepHeading>
              <VerifiedCodeForm code={code} focusOnMount onVerified={(found) => show(found, true)} />
              <Button variant="ghost" className="mt-4" onClick={startOver}>
                {t('track.otherRequest')}
              </Button>
            </div>
          )}
          {phase === 'status' && status && (
            <div>
              <StepHeading>{t('track.statusTitle')}</StepHeading>
              <RequestStatusView status={status} onChanged={() => void reload()} onAnswered={show} />
              <RejectedDocuments status={status} onReplaced={() => void reload()} />
              <Button variant="ghost" className="mt-6" onClick={startOver}>
                {t('track.otherRequest')}
              </Button>
            </div>
          )}
        </Card>
      </div>
    </PublicLayout>
  );
}
