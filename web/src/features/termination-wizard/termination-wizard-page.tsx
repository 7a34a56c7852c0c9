import { parseTrackReference, trackReferenceText } from '@protea/shared/request-reference';
import type { TerminationDraft, TerminationWizardKind } from '@protea/shared/schemas/termination';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'wouter';
import { PublicLayout } from '../../components/layout/public-layout';
import { Card } from '../../components/ui/card';
import { LoadingView } from '../../components/ui/loading-view';
import { ResumeVerification, resumeTexts } from '../../components/verification/resume-verification';
import { mayHaveDraft, rememberDraft } from '../../components/wizard/draft-hint';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast-store';
import { confirmResumeCell, sendTerminationCode } from './api/termination-code';
import { getTerminationDraft, getTypedTermination, terminationDraftHint } from './api/termination-draft';
import { TerminationHeader } from './components/termination-header';
import { TerminationWizard } from './components/termination-wizard';
import { initialTerminationState, stateFromDraft, type TerminationState } from './termination-state';

const RESUME_TEXTS = resumeTexts('termination.resume');

type Visit =
  | { phase: 'loading' }
  | { phase: 'resume'; accountNo: string }
  | { phase: 'wizard'; state: TerminationState; isRestored: boolean; generation: number };

/** /termination/residential and /termination/business; `?continue={accountNo}` resumes after a request for information. */
export default function TerminationWizardPage({ kind }: { kind: TerminationWizardKind }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const [visit, setVisit] = useState<Visit>(() => {
    // An account number or a TM- reference, however typed (`0000 5555`, `tm 2026 62261`).
    const typed = params.get('continue')?.trim();
    const parsed = typed ? parseTrackReference(typed) : null;
    const accountNo = parsed ? trackReferenceText(parsed) : typed;
    if (accountNo) return { phase: 'resume', accountNo };
    // A browser that never started one (most visits) has no draft to look up: the first step shows at once.
    if (!mayHaveDraft(terminationDraftHint(kind)))
      return { phase: 'wizard', state: initialTerminationState, isRestored: false, generation: 0 };
    return { phase: 'loading' };
  });

  useEffect(() => {
    const previous = document.title;
    document.title = `${t(`termination.title.${kind}`)} - ${t('common.appName')}`;
    return () => {
      document.title = previous;
    };
  }, [t, kind]);

  // A reload keeps the draft: the server holds it for this browser's session, the termination once it exists and its
  // first screen as typed before (ADR 041); none (or another kind's) starts afresh.
  const isLoading = visit.phase === 'loading';
  useEffect(() => {
    if (!isLoading) return;
    let isCurrent = true;
    const typedState = (personal: TerminationState['personal'] | null): TerminationState | null =>
      personal ? { ...initialTerminationState, personal } : null;
    getTerminationDraft(kind)
      .then(async (draft) =>
        draft ? stateFromDraft(draft) : typedState((await getTypedTermination(kind)) as TerminationState['personal']),
      )
      .catch(() => {
        toast({
          variant: 'destructive',
          title: t('wizard.errors.title'),
          description: t('termination.errors.loadFailed'),
        });
        return null;
      })
      .then((state) => {
        if (!isCurrent) return;
        setVisit({
          phase: 'wizard',
          state: state ?? initialTerminationState,
          isRestored: state !== null,
          generation: 0,
        });
      });
    return () => {
      isCurrent = false;
    };
  }, [isLoading, kind, t]);

  const resumed = (draft: TerminationDraft) => {
    rememberDraft(terminationDraftHint(draft.kind), true);
    setVisit({ phase: 'wizard', state: stateFromDraft(draft), isRestored: true, generation: 1 });
  };

  // The account already has a request under way: whoever finds it follows it on the Track page by the account
  // number, where the code goes to the number on file, never to the requester's (issue 39). This browser's draft stays.
  const followOpen = (accountNo: string) => navigate(`/track?${new URLSearchParams({ ref: accountNo, send: '1' })}`);

  // The session cookie is gone: a submitted request opens again with a code; a draft starts again with what was typed.
  const sessionLost = (state: TerminationState) =>
    setVisit(
      state.accountNo && state.status && state.status !== 'incomplete'
        ? { phase: 'resume', accountNo: state.accountNo }
        : {
            phase: 'wizard',
            state: { ...initialTerminationState, personal: state.personal },
            isRestored: true,
            generation: Date.now(),
          },
    );

  return (
    <PublicLayout>
      {/* While the draft is looked up, the page is a screen tall: the step that follows is, and the footer below the
          fold does not jump down when it arrives (CLS 0; issue 12). */}
      <div className={cn('mx-auto max-w-3xl', visit.phase === 'loading' && 'min-h-dvh')}>
        {visit.phase === 'wizard' ? (
          <TerminationWizard
            key={visit.generation}
            kind={kind}
            initialState={visit.state}
            focusOnMount={visit.isRestored}
            onSessionLost={sessionLost}
            onFollowOpen={followOpen}
          />
        ) : (
          <>
            <TerminationHeader kind={kind} view={null} />
            <Card>
              {visit.phase === 'loading' ? (
                <LoadingView text={t('termination.loading')} />
              ) : (
                <ResumeVerification
                  key={visit.accountNo}
                  reference={visit.accountNo}
                  texts={RESUME_TEXTS}
                  send={() => sendTerminationCode(visit.accountNo)}
                  confirm={(code) => confirmResumeCell(visit.accountNo, code)}
                  open={async () => {
                    // Verified on the Track page a moment ago: this browser's session holds the request already.
                    const draft = await getTerminationDraft(kind);
                    const isNamed = draft?.accountNo === visit.accountNo || draft?.terminationId === visit.accountNo;
                    return isNamed ? draft : null;
                  }}
                  onResumed={resumed}
                />
              )}
            </Card>
          </>
        )}
      </div>
    </PublicLayout>
  );
}
