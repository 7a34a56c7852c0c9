import type { AnalysisAnswer } from '../api/run-analysis';
import { BottlenecksResult } from './bottlenecks-result';
import { DocumentQualityResult } from './document-quality-result';
import { LikelihoodResult } from './likelihood-result';
import { PendingFeedbackResult } from './pending-feedback-result';
import { PremiseResult } from './premise-result';
import { ReferralResult } from './referral-result';
import { RequestDocumentsResult } from './request-documents-result';
import { StalledResult } from './stalled-result';
import { WaitingTimesResult } from './waiting-times-result';

/** The details of one analysis's answer. */
export function AnalysisResult({ result }: { result: AnalysisAnswer }) {
  switch (result.type) {
    case 'waiting-times':
      return <WaitingTimesResult analysis={result.answer.waitingTimes} />;
    case 'bottlenecks':
      return <BottlenecksResult analysis={result.answer.bottlenecks} />;
    case 'stalled-applications':
      return <StalledResult analysis={result.answer.stalledApplications} />;
    case 'pending-feedback':
      return <PendingFeedbackResult analysis={result.answer.pendingFeedback} />;
    case 'referral-reason':
      return <ReferralResult classification={result.answer.classification} />;
    case 'approval-likelihood':
      return <LikelihoodResult likelihood={result.answer.likelihood} />;
    case 'account-premise-issues':
      return <PremiseResult issues={result.answer.issues} />;
    case 'document-quality':
      return 'documents' in result.answer ? (
        <RequestDocumentsResult answer={result.answer} />
      ) : (
        <DocumentQualityResult analysis={result.answer.analysis} />
      );
  }
}
