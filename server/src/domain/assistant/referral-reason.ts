import { sharePercent } from '@protea/shared/number-format';
import type { ReferralClassification, ReferralScore } from '@protea/shared/schemas/assistant';
import { translate } from '../../i18n/translate.js';
import type { ApplicationFacts } from './application-facts.js';
import { type AssistantContext, textOf } from './assistant-context.js';
import { NOT_SURE_BELOW, referralClassifier, referralReasonKey, SECONDARY_FROM } from './referral-classifier.js';
import { REFERRAL_LABELS } from './referral-eval/referral-split.js';
import type { ReferralLabel } from './referral-eval/referral-texts.js';

/** What one staff text says: a reason with a calibrated probability, or a listed reason staff picked. */
interface Judgement {
  probabilities: Map<ReferralLabel, number>;
  top: ReferralLabel;
  confidence: number;
  sure: boolean;
  /** Staff picked the listed reason themselves. */
  picked: boolean;
  evidence: string[];
}

/** A listed reason's label from its stored key (`decisions.infoRequest.unclear-id-copy`), if it is an application's. */
function pickedLabel(key: string | null): ReferralLabel | null {
  const label = key?.split('.').at(-1);
  return label && (REFERRAL_LABELS as string[]).includes(label) && key === referralReasonKey(label as ReferralLabel)
    ? (label as ReferralLabel)
    : null;
}

/** Each staff text judged on its own: a picked reason is certain, free text goes to the classifier. */
function judgeStaffTexts(facts: ApplicationFacts): Judgement[] {
  const classifier = referralClassifier();
  return facts.staffTexts.flatMap((entry): Judgement[] => {
    const judgements: Judgement[] = [];
    const picked = pickedLabel(entry.key);
    if (picked) {
      judgements.push({
        probabilities: new Map([[picked, 1]]),
        top: picked,
        confidence: 1,
        sure: true,
        picked: true,
        evidence: [],
      });
    }
    if (entry.text?.trim()) {
      const judged = classifier.judge(entry.text);
      judgements.push({
        probabilities: new Map(judged.ranked.map((entry) => [entry.label, entry.probability])),
        top: judged.ranked[0]!.label,
        confidence: judged.ranked[0]!.probability,
        sure: judged.sure,
        picked: false,
        evidence: judged.evidence,
      });
    }
    return judgements;
  });
}

/** What the application's facts say, as the listed reason each points to. */
function factReasons(facts: ApplicationFacts): Array<{ label: ReferralLabel; fact: string }> {
  const found: Array<{ label: ReferralLabel; fact: string }> = [];
  if (facts.rejectedDocuments.includes('id')) found.push({ label: 'unclear-id-copy', fact: 'idRejected' });
  if (facts.rejectedDocuments.includes('deedlease') || facts.missingDocuments.includes('deedlease')) {
    found.push({ label: 'incomplete-lease-agreement', fact: 'leaseProblem' });
  }
  const otherRejected = facts.rejectedDocuments.filter((type) => type !== 'id' && type !== 'deedlease');
  if (otherRejected.length > 0 || facts.missingDocuments.some((type) => type !== 'deedlease')) {
    found.push({ label: 'supporting-docs', fact: 'documentsMissing' });
  }
  if (!facts.signed && facts.status !== 'incomplete')
    found.push({ label: 'general-info-not-signed', fact: 'notSigned' });
  return found;
}

const rounded = (share: number) => Math.round(share * 1000) / 1000;

/**
 * Why this application was (or would be) referred. Staff's texts decide when any of them points to
 * a listed reason surely enough; otherwise the facts speak; otherwise the answer is "Not sure" with
 * the closest options. How good the classifier is: docs/api/assistant.md.
 */
export async function classifyReferral(
  context: AssistantContext,
  facts: ApplicationFacts,
): Promise<ReferralClassification> {
  const t = textOf(context);
  const label = (reason: ReferralLabel) => translate(context.language, referralReasonKey(reason)).replace(/\.$/, '');
  const judgements = judgeStaffTexts(facts);
  const trainedOn = referralClassifier().trainedOn;
  // For each reason, the strongest support any one text gives it.
  const support = new Map<ReferralLabel, number>();
  for (const judgement of judgements) {
    for (const [reason, probability] of judgement.probabilities) {
      support.set(reason, Math.max(support.get(reason) ?? 0, probability));
    }
  }
  const scores: ReferralScore[] = [...support]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([reason, score]) => ({ reason, label: label(reason), score: rounded(score) }));
  const answer = {
    secondaryReasons: [] as string[],
    primaryKey: null as string | null,
    confidence: null as number | null,
    notSure: false,
    closest: [] as ReferralScore[],
    scores,
    evidence: [] as string[],
    trainedOn,
  };
  const factual = factReasons(facts);
  const factLines = factual.map((entry) => t(`referral.facts.${entry.fact}`));
  const staffSaid = facts.staffTexts.filter((entry) => entry.text || entry.key).length;

  const sure = judgements.filter((judgement) => judgement.sure);
  if (sure.length > 0) {
    // The surest text decides; among equals, the latest.
    const primary = sure.reduce((best, judgement) => (judgement.confidence >= best.confidence ? judgement : best));
    const secondary = [
      ...new Set(
        sure
          .filter((judgement) => judgement.top !== primary.top && judgement.confidence >= SECONDARY_FROM)
          .sort((a, b) => b.confidence - a.confidence)
          .map((judgement) => judgement.top),
      ),
    ].slice(0, 3);
    // The explanation says the percent of the confidence the answer carries, rounded once as the screen rounds it.
    const confidence = rounded(primary.confidence);
    return {
      ...answer,
      primaryReason: label(primary.top),
      secondaryReasons: secondary.map(label),
      primaryKey: primary.top,
      confidence,
      evidence: primary.evidence,
      explanation: [
        primary.picked
          ? t('referral.picked', { reason: label(primary.top) })
          : t('referral.explanation', {
              reason: label(primary.top),
              share: sharePercent(confidence),
              words: primary.evidence.join(', ') || '-',
              examples: trainedOn,
            }),
        t('referral.fromStaff', { count: staffSaid }),
        ...factLines,
      ].join(' '),
    };
  }
  if (factual.length > 0) {
    const [first, ...others] = factual;
    return {
      ...answer,
      primaryReason: label(first!.label),
      secondaryReasons: [...new Set(others.map((entry) => entry.label))]
        .filter((reason) => reason !== first!.label)
        .map(label),
      primaryKey: first!.label,
      explanation: [t('referral.fromFactsOnly'), ...factLines].join(' '),
    };
  }
  if (judgements.length > 0) {
    const closest = scores.slice(0, 3);
    return {
      ...answer,
      primaryReason: t('referral.notSure'),
      notSure: true,
      closest,
      explanation: t('referral.notSureExplanation', {
        share: sharePercent(closest[0]?.score ?? 0),
        threshold: sharePercent(NOT_SURE_BELOW),
        options: closest.map((entry) => `${entry.label} (${sharePercent(entry.score)}%)`).join('; '),
      }),
    };
  }
  return { ...answer, primaryReason: t('referral.none'), explanation: t('referral.noneExplanation') };
}
