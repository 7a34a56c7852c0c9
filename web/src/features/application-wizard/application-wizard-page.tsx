import { normalizeRequestReference } from '@protea/shared/request-reference';
import type { StoredApplicationRecord } from '@protea/shared/schemas/application-record';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { PublicLayout } from '../../components/layout/public-layout';
import { Card } from '../../components/ui/card';
import type { CodeRequest } from '../../components/verification/code-request';
import { ResumeVerification, resumeTexts } from '../../components/verification/resume-verification';
import { mayHaveDraft } from '../../components/wizard/draft-hint';
import { applicationDraftHint, getApplicationDraft } from './api/application-draft';
import { ApplicationHeader } from './components/application-header';
import { ApplicationWizard } from './components/application-wizard';
import { stateFromRecord } from './record-to-state';
import { applicationCodeCalls, openOwnApplication } from './use-application-code';
import { type WizardKind, wizardTitle } from './wizard-kind';
import { initialWizardState, type WizardState } from './wizard-state';

const RESUME_TEXTS = resumeTexts('wizard.resume', {
  refusedTitle: 'wizard.errors.title',
  refusedText: 'wizard.errors.loadFailed',
});

type Visit =
  | { kind: 'resume'; reference: string }
  | { kind: 'draft' }
  | { kind: 'wizard'; state: WizardState; isResumed: boolean };

/**
 * /application/residential (or, with `kind="business"`, /application/business), or ?continue=REF to
 * resume a saved application after a code check.
 */
export default function ApplicationWizardPage({ kind }: { kind: WizardKind }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [visit, setVisit] = useState<Visit>(() => {
    const typed = params.get('continue')?.trim();
    const reference = typed && (normalizeRequestReference(typed, 'PM') ?? typed.toUpperCase());
    if (reference) return { kind: 'resume', reference };
    // What was typed before the application existed is kept by the server (per kind), and checked before it is used;
    // a browser that never typed anything (most visits) shows the first step at once.
    return mayHaveDraft(applicationDraftHint(kind))
      ? { kind: 'draft' }
      : { kind: 'wizard', state: { ...initialWizardState, kind }, isResumed: false };
  });

  useEffect(() => {
    if (visit.kind !== 'draft') return;
    let isCurrent = true;
    // A draft that cannot be read (no network) starts the wizard empty, as a first visit does.
    const answer = getApplicationDraft(kind).catch(() => null);
    void Promise.all([answer, import('./wizard-draft')]).then(([draft, { readDraft, stateWithDraft }]) => {
      const state = stateWithDraft({ ...initialWizardState, kind }, readDraft(draft));
      if (isCurrent) setVisit({ kind: 'wizard', state, isResumed: false });
    });
    return () => {
      isCurrent = false;
    };
  }, [visit.kind, kind]);

  useEffect(() => {
    const previous = document.title;
    document.title = `${wizardTitle(t, kind)} - ${t('common.appName')}`;
    return () => {
      document.title = previous;
    };
  }, [t, kind]);

  const resumed = (application: StoredApplicationRecord, codeRequest: CodeRequest | null) =>
    setVisit({
      kind: 'wizard',
      state: stateFromRecord(application, { ...initialWizardState, kind, codeRequest }),
      isResumed: true,
    });

  return (
    <PublicLayout>
      <div className="mx-auto max-w-3xl">
        {visit.kind === 'resume' ? (
          <>
            <ApplicationHeader kind={kind} step={null} applicationNumber={visit.reference} />
            <Card>
              <ResumeVerification
                key={visit.reference}
                reference={visit.reference}
                texts={RESUME_TEXTS}
                {...applicationCodeCalls(kind, visit.reference)}
                open={() => openOwnApplication(kind, visit.reference)}
                onResumed={resumed}
              />
            </Card>
          </>
        ) : visit.kind === 'draft' ? null : (
          <ApplicationWizard
            // A new key after a lost session and re-verification starts the wizard afresh from the record.
            key={visit.state.applicationNumber ?? 'new'}
            initialState={visit.state}
            focusOnMount={visit.isResumed}
            onSessionLost={(reference) => setVisit({ kind: 'resume', reference })}
          />
        )}
      </div>
    </PublicLayout>
  );
}
