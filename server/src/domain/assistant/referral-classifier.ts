import { LANGUAGES } from '@protea/shared/constants';
import { APPLICATION_REJECTION_REASONS, isListed } from '@protea/shared/decision-reasons';
import { translate } from '../../i18n/translate.js';
import { REFERRAL_LABELS, type ReferralExample, referralTraining } from './referral-eval/referral-split.js';
import type { ReferralLabel } from './referral-eval/referral-texts.js';
import {
  fitVectoriser,
  type LogisticModel,
  logits,
  softmax,
  trainLogistic,
  type Vectoriser,
  vectorise,
} from './referral-model.js';

/**
 * Below this calibrated confidence the answer is "Not sure" with the closest options: held-out answers
 * below it were right half the time or less, and 95 % of held-out texts clear it (docs/api/assistant.md).
 */
export const NOT_SURE_BELOW = 0.5;
/** A reason other than the primary is listed only when some text gives it at least this confidence. */
export const SECONDARY_FROM = 0.6;

export interface ReferralJudgement {
  /** Every label with its calibrated probability, most likely first. */
  ranked: Array<{ label: ReferralLabel; probability: number }>;
  sure: boolean;
  /** The words of the text that pushed most towards the top label. */
  evidence: string[];
}

export interface ReferralClassifier {
  judge(text: string): ReferralJudgement;
  /** The temperature the probabilities are divided by, fitted on out-of-fold answers. */
  temperature: number;
  /** How many labelled texts it learned from. */
  trainedOn: number;
}

/** The locale key of a label's wording: `decisions.rejection.<label>` or `decisions.infoRequest.<label>`. */
export const referralReasonKey = (label: ReferralLabel) =>
  `decisions.${isListed(APPLICATION_REJECTION_REASONS, label) ? 'rejection' : 'infoRequest'}.${label}`;

/** The listed options' own wording in the four languages: ten more labelled texts per language. */
export function optionTexts(): ReferralExample[] {
  return REFERRAL_LABELS.flatMap((label) =>
    LANGUAGES.map((language) => ({
      label,
      language,
      position: -1,
      text: translate(language, referralReasonKey(label)),
    })),
  );
}

interface Fitted {
  vectoriser: Vectoriser;
  model: LogisticModel;
}

function fit(examples: readonly ReferralExample[]): Fitted {
  const vectoriser = fitVectoriser(examples.map((example) => example.text));
  const xs = examples.map((example) => vectorise(vectoriser, example.text));
  const ys = examples.map((example) => REFERRAL_LABELS.indexOf(example.label));
  return { vectoriser, model: trainLogistic(xs, ys, REFERRAL_LABELS.length, vectoriser.index.size) };
}

const FOLDS = 5;

/**
 * Which fold validates a text: by its place, so its translations (same place, other languages) sit
 * in the same fold and cannot vouch for it. The options' wording (place -1) always trains.
 */
const foldOf = (example: ReferralExample) => (example.position < 0 ? -1 : example.position % FOLDS);

/**
 * The temperature that makes out-of-fold probabilities honest: each training text is judged by a
 * model that did not learn from it, and the temperature minimising their negative log-likelihood wins.
 */
export function fitTemperature(examples: readonly ReferralExample[]): number {
  const outOfFold: Array<{ scores: number[]; truth: number }> = [];
  for (let fold = 0; fold < FOLDS; fold++) {
    const fitted = fit(examples.filter((example) => foldOf(example) !== fold));
    examples.forEach((example) => {
      if (foldOf(example) !== fold) return;
      outOfFold.push({
        scores: logits(fitted.model, vectorise(fitted.vectoriser, example.text)),
        truth: REFERRAL_LABELS.indexOf(example.label),
      });
    });
  }
  const loss = (temperature: number) =>
    outOfFold.reduce((total, { scores, truth }) => total - Math.log(softmax(scores, temperature)[truth]! + 1e-12), 0);
  let best = 1;
  for (let t = 0.05; t <= 5; t *= 1.05) if (loss(t) < loss(best)) best = t;
  return best;
}

/** Little words that can carry weight but explain nothing to a reader. */
const FUNCTION_WORDS = new Set(
  'the and for has have had was were our your you are not this that with from please die het van vir nie ons asseblief sicela futhi noma'.split(
    ' ',
  ),
);

function evidenceOf(model: LogisticModel, x: ReturnType<typeof vectorise>, label: number): string[] {
  const byWord = new Map<string, number>();
  const row = label * model.features;
  x.indices.forEach((at, i) => {
    // A feature's push towards this label beyond its average push, split over the words it came from.
    let mean = 0;
    for (let k = 0; k < model.classes; k++) mean += model.weights[k * model.features + at]!;
    mean /= model.classes;
    const push = (model.weights[row + at]! - mean) * x.values[i]!;
    for (const word of x.words[i]!) {
      if (word.includes(' ')) continue;
      byWord.set(word, (byWord.get(word) ?? 0) + push / x.words[i]!.length);
    }
  });
  return [...byWord]
    .filter(([word, push]) => push > 0 && word.length >= 3 && !/^\d+$/.test(word) && !FUNCTION_WORDS.has(word))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([word]) => word);
}

/**
 * The temperature `fitTemperature` finds for the texts in the repository. Fitting it takes five more
 * trainings, so it is fitted once here rather than on every start; the evaluation test refits it
 * and fails when the texts changed and this was not updated.
 */
export const REFERRAL_TEMPERATURE = 0.41;

/** The training part and the options' wording: what the classifier in use learns from. */
export const referralTrainingSet = (): ReferralExample[] => [...referralTraining(), ...optionTexts()];

/** Learns from the given examples. */
export function trainReferralClassifier(
  examples: readonly ReferralExample[] = referralTrainingSet(),
  temperature = REFERRAL_TEMPERATURE,
): ReferralClassifier {
  const { vectoriser, model } = fit(examples);
  return {
    temperature,
    trainedOn: examples.length,
    judge(text) {
      const x = vectorise(vectoriser, text);
      const scores = logits(model, x);
      const probabilities = softmax(scores, temperature);
      const ranked = REFERRAL_LABELS.map((label, k) => ({ label, probability: probabilities[k]! })).sort(
        (a, b) => b.probability - a.probability,
      );
      const top = REFERRAL_LABELS.indexOf(ranked[0]!.label);
      return {
        ranked,
        sure: x.indices.length > 0 && ranked[0]!.probability >= NOT_SURE_BELOW,
        evidence: evidenceOf(model, x, top),
      };
    },
  };
}

let trained: ReferralClassifier | undefined;

/** The classifier, trained on first use from the texts in the repository and kept for the process. */
export function referralClassifier(): ReferralClassifier {
  trained ??= trainReferralClassifier();
  return trained;
}
