import type { Section } from './section.js';

/** Training (once per process, on the first referral question; the server's start does not train) stays cheap. */
const TRAINING_BUDGET_MS = 200;

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/** The referral-reason classifier measured on the held-out part of its evaluation set (docs/api/assistant.md). */
export const referralAccuracySection: Section = {
  title: 'Referral reasons (held-out accuracy, macro-F1 and calibration)',
  async run(context) {
    context.progress('referral reasons: training and judging the held-out texts');
    const { trainReferralClassifier, NOT_SURE_BELOW } = await import(
      '../../server/src/domain/assistant/referral-classifier.js'
    );
    const { evaluateReferral } = await import('../../server/src/domain/assistant/referral-evaluation.js');
    const { referralHeldOut } = await import('../../server/src/domain/assistant/referral-eval/referral-split.js');
    // The first training in a process also compiles the code; the second is the training's own cost.
    const coldStarted = performance.now();
    trainReferralClassifier();
    const coldMs = performance.now() - coldStarted;
    const started = performance.now();
    const classifier = trainReferralClassifier();
    const trainingMs = performance.now() - started;
    const evaluation = evaluateReferral(classifier, referralHeldOut());
    const en = evaluation.byLanguage.en!;
    return {
      tables: [
        {
          headers: ['Held-out texts', 'Texts', 'Accuracy (answered)', 'Coverage', 'Strict accuracy'],
          rows: [
            ...Object.entries(evaluation.byLanguage).map(([language, figures]) => [
              language,
              String(figures.examples),
              percent(figures.accuracy),
              percent(figures.coverage),
              percent(figures.strictAccuracy),
            ]),
            [
              'all',
              String(evaluation.examples),
              percent(evaluation.accuracy),
              percent(evaluation.coverage),
              percent(evaluation.strictAccuracy),
            ],
          ],
        },
        {
          headers: ['Confidence', 'Texts', 'Mean confidence', 'Accuracy'],
          rows: evaluation.reliability.map((bin) => [
            `${bin.from.toFixed(1)}-${bin.to.toFixed(1)}`,
            String(bin.count),
            percent(bin.meanConfidence),
            percent(bin.accuracy),
          ]),
        },
      ],
      checks: [
        { description: `English accuracy ${percent(en.accuracy)} >= 90 %`, passed: en.accuracy >= 0.9 },
        {
          description: `Accuracy over four languages ${percent(evaluation.accuracy)} >= 80 %`,
          passed: evaluation.accuracy >= 0.8,
        },
        { description: `Coverage ${percent(evaluation.coverage)} >= 85 %`, passed: evaluation.coverage >= 0.85 },
        {
          description: `Training ${trainingMs.toFixed(0)} ms (${coldMs.toFixed(0)} ms the first time in a process) < ${TRAINING_BUDGET_MS} ms`,
          passed: trainingMs < TRAINING_BUDGET_MS,
        },
      ],
      notes: [
        `Top-1 with every text answered ${percent(evaluation.top1)}, macro-F1 ${evaluation.macroF1.toFixed(3)}, expected calibration error ${evaluation.ece.toFixed(3)}.`,
        `"Not sure" below ${Math.round(NOT_SURE_BELOW * 100)} % confidence; temperature ${classifier.temperature}; trained on ${classifier.trainedOn} texts on first use, so the server's start does not pay for it.`,
      ],
    };
  },
};
