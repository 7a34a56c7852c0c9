import type { Language } from '@protea/shared/constants';
import type { ReferralClassifier } from './referral-classifier.js';
import { REFERRAL_LABELS, type ReferralExample } from './referral-eval/referral-split.js';

export interface ReliabilityBin {
  /** Confidence range, e.g. 0.8-0.9. */
  from: number;
  to: number;
  count: number;
  meanConfidence: number;
  accuracy: number;
}

export interface ReferralEvaluation {
  examples: number;
  /** Share of texts answered (not "Not sure"). */
  coverage: number;
  /** Top-1 accuracy on the answered texts. */
  accuracy: number;
  /** Top-1 accuracy counting "Not sure" as wrong. */
  strictAccuracy: number;
  /** Top-1 accuracy when every text is answered, "Not sure" or not. */
  top1: number;
  macroF1: number;
  byLanguage: Record<string, { examples: number; coverage: number; accuracy: number; strictAccuracy: number }>;
  reliability: ReliabilityBin[];
  /** Expected calibration error: the bins' |accuracy - confidence| weighted by their counts. */
  ece: number;
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** Judges every example and counts how often, how surely and how honestly the classifier is right. */
export function evaluateReferral(
  classifier: ReferralClassifier,
  examples: readonly ReferralExample[],
): ReferralEvaluation {
  const judged = examples.map((example) => {
    const judgement = classifier.judge(example.text);
    const top = judgement.ranked[0]!;
    return { example, predicted: top.label, confidence: top.probability, sure: judgement.sure };
  });
  const summarise = (rows: typeof judged) => {
    const answered = rows.filter((row) => row.sure);
    const right = answered.filter((row) => row.predicted === row.example.label).length;
    return {
      examples: rows.length,
      coverage: share(answered.length, rows.length),
      accuracy: share(right, answered.length),
      strictAccuracy: share(right, rows.length),
    };
  };
  const byLanguage: ReferralEvaluation['byLanguage'] = {};
  for (const language of new Set<Language>(examples.map((example) => example.language))) {
    byLanguage[language] = summarise(judged.filter((row) => row.example.language === language));
  }
  const f1s = REFERRAL_LABELS.map((label) => {
    const truePositive = judged.filter((row) => row.predicted === label && row.example.label === label).length;
    const precision = share(truePositive, judged.filter((row) => row.predicted === label).length);
    const recall = share(truePositive, judged.filter((row) => row.example.label === label).length);
    return precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  });
  const reliability: ReliabilityBin[] = [];
  for (let bin = 0; bin < 10; bin++) {
    const from = bin / 10;
    const to = (bin + 1) / 10;
    const rows = judged.filter(
      (row) => row.confidence >= from && (row.confidence < to || (bin === 9 && row.confidence <= 1)),
    );
    if (rows.length === 0) continue;
    reliability.push({
      from,
      to,
      count: rows.length,
      meanConfidence: rows.reduce((total, row) => total + row.confidence, 0) / rows.length,
      accuracy: share(rows.filter((row) => row.predicted === row.example.label).length, rows.length),
    });
  }
  return {
    ...summarise(judged),
    top1: share(judged.filter((row) => row.predicted === row.example.label).length, judged.length),
    macroF1: f1s.reduce((total, f1) => total + f1, 0) / f1s.length,
    byLanguage,
    reliability,
    ece: reliability.reduce(
      (total, bin) => total + (bin.count / judged.length) * Math.abs(bin.accuracy - bin.meanConfidence),
      0,
    ),
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/** The figures as lines of text, for the bench and the test's log. */
export function describeReferralEvaluation(evaluation: ReferralEvaluation): string[] {
  return [
    `held-out texts ${evaluation.examples}: accuracy on answers ${percent(evaluation.accuracy)}, coverage ${percent(evaluation.coverage)}, strict ${percent(evaluation.strictAccuracy)}, top-1 ${percent(evaluation.top1)}, macro-F1 ${evaluation.macroF1.toFixed(3)}, ECE ${evaluation.ece.toFixed(3)}`,
    ...Object.entries(evaluation.byLanguage).map(
      ([language, figures]) =>
        `  ${language} (${figures.examples}): accuracy ${percent(figures.accuracy)}, coverage ${percent(figures.coverage)}, strict ${percent(figures.strictAccuracy)}`,
    ),
    '  confidence   texts  mean conf.  accuracy',
    ...evaluation.reliability.map(
      (bin) =>
        `  ${bin.from.toFixed(1)}-${bin.to.toFixed(1)}   ${String(bin.count).padStart(5)}  ${percent(bin.meanConfidence).padStart(10)}  ${percent(bin.accuracy).padStart(8)}`,
    ),
  ];
}
