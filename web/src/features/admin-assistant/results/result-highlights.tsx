import { useTranslation } from 'react-i18next';
import type { AnalysisAnswer } from '../api/run-analysis';
import { useResultFormat } from './use-result-format';

/** The one line of an answer worth reading in the chat itself (spec 3 section 3, the fields the screen reads). */
function useHeadline() {
  const { t } = useTranslation();
  const format = useResultFormat();
  return (result: AnalysisAnswer): string => {
    switch (result.type) {
      case 'waiting-times':
        return result.answer.waitingTimes.summary;
      case 'bottlenecks':
        return result.answer.bottlenecks.summary;
      case 'stalled-applications':
        return result.answer.stalledApplications.summary;
      case 'pending-feedback':
        return result.answer.pendingFeedback.summary;
      case 'referral-reason':
        return `${t('admin.assistant.results.referral.primary')}: ${result.answer.classification.primaryReason}`;
      case 'approval-likelihood': {
        const { score, confidence } = result.answer.likelihood;
        return [
          `${t('admin.assistant.results.likelihood.score')}: ${t('admin.assistant.results.likelihood.scoreValue', { score: format.number(score) })}`,
          `${t('admin.assistant.results.likelihood.confidence')}: ${t('admin.assistant.results.percent', { value: Math.round(confidence) })}`,
        ].join(' · ');
      }
      case 'account-premise-issues':
        return result.answer.issues.summary;
      case 'document-quality': {
        if ('documents' in result.answer) {
          const { documents } = result.answer;
          return t('admin.assistant.results.document.checked', {
            count: documents.length,
            poor: documents.filter((document) => document.analysis.level === 'poor').length,
          });
        }
        const { quality, score } = result.answer.analysis;
        return `${t('admin.assistant.results.document.quality')}: ${quality} (${t('admin.assistant.results.document.scoreValue', { score: Math.round(score) })})`;
      }
    }
  };
}

/** Under an answer in the chat: its headline, and the way to its details under Results. */
export function ResultHighlights({
  result,
  isShown,
  onShow,
}: {
  result: AnalysisAnswer;
  isShown: boolean;
  onShow: () => void;
}) {
  const { t } = useTranslation();
  const headline = useHeadline();
  return (
    <>
      <p className="font-semibold">{headline(result)}</p>
      {isShown ? (
        <p className="text-xs text-slate-600">{t('admin.assistant.chat.detailsShown')}</p>
      ) : (
        <button
          type="button"
          onClick={onShow}
          // Several answers each have one: the name says which (and still starts with the visible words).
          aria-label={`${t('admin.assistant.chat.showDetails')}: ${t(`admin.assistant.options.${result.type}`)}`}
          className="justify-self-start rounded text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('admin.assistant.chat.showDetails')}
        </button>
      )}
    </>
  );
}
