import type { CaseRef } from '@protea/shared/schemas/assistant';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { AboutBox } from './about-box';
import { AnalysisForm } from './analysis-form';
import { AssistantAvatar } from './assistant-avatar';
import { ChatPanel } from './chat-panel';
import { isTermination, OpenCaseContext } from './results/open-case';
import { ResultsPanel } from './results/results-panel';
import { useAssistant } from './use-assistant';

/**
 * The dialog of a case a result names, by its kind: the applications' and the terminations' review dialogs are their
 * areas' features, which this one may not import; `app/admin/assistant.tsx` hands them in.
 */
export interface CaseDialogs {
  application: (reference: string, onClose: () => void) => ReactNode;
  termination: (reference: string, onClose: () => void) => ReactNode;
}

/** Spec 3 section 2, /admin/alfred: the analysis on the left, the chat on the right, the results below. */
export function AssistantScreen({ caseDialogs }: { caseDialogs: CaseDialogs }) {
  const { t } = useTranslation();
  const assistant = useAssistant();
  const [openCase, setOpenCase] = useState<CaseRef | null>(null);

  return (
    <OpenCaseContext.Provider value={setOpenCase}>
      <div className="grid min-w-0 gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            <AssistantAvatar isSpeaking={assistant.isRunning} />
            <div className="min-w-0">
              <h1 className="text-2xl font-bold text-brand-900">{t('admin.assistant.title')}</h1>
              <p className="text-sm text-slate-600">{t('admin.assistant.subtitle')}</p>
              <p role="status" className="sr-only">
                {assistant.isRunning ? t('admin.assistant.speaking') : ''}
              </p>
            </div>
          </div>
          <Link href="/admin" className={buttonClass('secondary')}>
            {t('admin.assistant.backToAdmin')}
          </Link>
        </div>
        <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
          <div className="grid min-w-0 gap-6">
            <Card>
              <AnalysisForm assistant={assistant} />
            </Card>
            <AboutBox />
          </div>
          <Card className="min-w-0">
            <ChatPanel
              messages={assistant.messages}
              onSend={assistant.send}
              shownResultId={assistant.shownResultId}
              onShowResult={assistant.showResult}
              onChoose={assistant.choose}
            />
          </Card>
        </div>
        <ResultsPanel result={assistant.shownResult} />
      </div>
      {openCase &&
        (isTermination(openCase)
          ? caseDialogs.termination(openCase.reference, () => setOpenCase(null))
          : caseDialogs.application(openCase.reference, () => setOpenCase(null)))}
    </OpenCaseContext.Provider>
  );
}
