import { formatOneDecimal } from '@protea/shared/number-format';
import type { ApprovalLikelihood, LikelihoodFactor } from '@protea/shared/schemas/assistant';
import { type ApplicationFacts, hasValidId, loadDecidedFacts } from './application-facts.js';
import { type AssistantContext, textOf } from './assistant-context.js';

/**
 * The facts the model weighs, each 0 or 1 for an application. Whether the deposit is set is left
 * out: staff set it on the way to approving, so it would only tell the model what it is to predict;
 * the deposit rule that applies (owner or tenant) is in.
 */
const FEATURES = {
  documentsComplete: (f: ApplicationFacts) => f.documentsComplete,
  documentsApproved: (f: ApplicationFacts) => f.documentsApproved,
  documentRejected: (f: ApplicationFacts) => f.rejectedDocuments.length > 0,
  idValid: (f: ApplicationFacts) => hasValidId(f),
  premiseConfirmed: (f: ApplicationFacts) => f.premiseId !== null,
  cellVerified: (f: ApplicationFacts) => f.cellVerified,
  tenant: (f: ApplicationFacts) => !f.isOwner,
  askedForInformation: (f: ApplicationFacts) => f.infoRounds > 0,
  business: (f: ApplicationFacts) => f.isBusiness,
} as const;
type Feature = keyof typeof FEATURES;
const NAMES = Object.keys(FEATURES) as Feature[];

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const vectorOf = (facts: ApplicationFacts): number[] => NAMES.map((name) => (FEATURES[name](facts) ? 1 : 0));

export interface LikelihoodModel {
  bias: number;
  weights: number[];
  means: number[];
  trainedOn: number;
  approvedShare: number;
}

/**
 * Logistic regression with an L2 penalty, fitted by gradient descent on the decided applications
 * (approved, completed or archived after approval: 1; rejected or archived after rejection: 0).
 * Deterministic: the same decisions give the same model.
 */
export function fitLikelihoodModel(samples: Array<{ x: number[]; y: number }>): LikelihoodModel {
  const n = samples.length;
  const weights = NAMES.map(() => 0);
  const approvedShare = n === 0 ? 0.5 : samples.reduce((sum, s) => sum + s.y, 0) / n;
  // Start from the base rate, kept off 0 and 1 so one-sided data still gives a finite model.
  const prior = Math.min(Math.max(approvedShare, 0.02), 0.98);
  let bias = Math.log(prior / (1 - prior));
  const means = NAMES.map((_, i) => (n === 0 ? 0 : samples.reduce((sum, s) => sum + s.x[i]!, 0) / n));
  const lambda = 1;
  const rate = 0.5;
  for (let step = 0; step < 400 && n > 0; step++) {
    const gradient = NAMES.map(() => 0);
    let biasGradient = 0;
    for (const sample of samples) {
      const error = sigmoid(bias + sample.x.reduce((sum, v, i) => sum + v * weights[i]!, 0)) - sample.y;
      biasGradient += error;
      for (let i = 0; i < weights.length; i++) gradient[i]! += error * sample.x[i]!;
    }
    bias -= (rate * biasGradient) / n;
    for (let i = 0; i < weights.length; i++) weights[i]! -= (rate * (gradient[i]! + lambda * weights[i]!)) / n;
  }
  return { bias, weights, means, trainedOn: n, approvedShare };
}

/** Confidence grows with the decisions learned from: none gives 0 %, 30 give 50 %, 300 give 91 %. */
export const confidenceFor = (decisions: number) => Math.min(95, Math.round((100 * decisions) / (decisions + 30)));

/** The decisions the model learns from: the latest, at most this many (enough for nine yes/no facts). */
export const MAX_TRAINING_DECISIONS = 3000;

async function trainingSet(context: AssistantContext) {
  const decided = await loadDecidedFacts(context, MAX_TRAINING_DECISIONS);
  return decided.map((facts) => ({ x: vectorOf(facts), y: facts.everApproved ? 1 : 0 }));
}

/** The value of each fact that speaks for approval; the deposit rule and the kind of applicant speak neither way. */
const HELPS_WHEN: Partial<Record<Feature, boolean>> = {
  documentsComplete: true,
  documentsApproved: true,
  documentRejected: false,
  idValid: true,
  premiseConfirmed: true,
  cellVerified: true,
  askedForInformation: false,
};

/** Fewer past decisions with the same facts than this say too little to quote as "approved in 8 of every 10". */
const MIN_ALIKE = 5;

/** The names of documents, as a reviewer reads them ("ID document, lease or deed"). */
const documentNames = (t: ReturnType<typeof textOf>, types: readonly string[]) =>
  types.map((type) => t(`quality.types.${type}`, { defaultValue: type })).join(', ');

/**
 * Each fact of this application as a sentence a reviewer reads at a glance, in the reader's language: "The unit is
 * not yet confirmed from the register." rather than "Unit confirmed in the register (No)".
 */
const factSentences = (t: ReturnType<typeof textOf>, facts: ApplicationFacts) => (name: Feature) =>
  t(`likelihood.facts.${name}.${FEATURES[name](facts) ? 'yes' : 'no'}`, {
    list: documentNames(t, name === 'documentsComplete' ? facts.missingDocuments : facts.rejectedDocuments),
  });

/** How likely staff are to approve this application, learned from their past decisions. */
export async function scoreApprovalLikelihood(
  context: AssistantContext,
  facts: ApplicationFacts,
): Promise<ApprovalLikelihood> {
  const t = textOf(context);
  const training = await trainingSet(context);
  const model = fitLikelihoodModel(training);
  const x = vectorOf(facts);
  const z = model.bias + x.reduce((sum, v, i) => sum + v * model.weights[i]!, 0);
  const p = sigmoid(z);
  const score = Math.round(p * 100) / 10;
  // Each fact's effect: how far the score moves from the same application with this fact at its average.
  const factors: LikelihoodFactor[] = NAMES.map((name, i) => {
    const without = sigmoid(z - model.weights[i]! * (x[i]! - model.means[i]!));
    return {
      factor: name,
      label: t(`likelihood.factors.${name}`),
      value: t(x[i] ? 'likelihood.yes' : 'likelihood.no'),
      effect: Math.round((p - without) * 100) / 10,
    };
  }).sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect));
  // Told in words only where the learned direction agrees with what the fact means ("the documents are approved"
  // helps); a quirk of past data ("not all approved" helping) stays in the factors table, not in the sentences.
  const readsRight = (f: LikelihoodFactor) => {
    const helps = HELPS_WHEN[f.factor as Feature];
    if (helps === undefined) return true;
    const hasHelpingValue = FEATURES[f.factor as Feature](facts) === helps;
    return hasHelpingValue === f.effect > 0;
  };
  const helping = factors.filter((f) => f.effect >= 0.15 && readsRight(f)).slice(0, 3);
  const hurting = factors.filter((f) => f.effect <= -0.15 && readsRight(f)).slice(0, 3);
  const sentence = factSentences(t, facts);
  const group = (heading: string, list: LikelihoodFactor[]) =>
    list.length > 0 ? [t(heading), ...list.map((f) => sentence(f.factor as Feature))].join(' ') : '';
  // Past decisions on requests with the very same facts, when there are enough of them to say "8 in 10".
  const alike = training.filter((sample) => sample.x.every((v, i) => v === x[i]));
  const rationale = [
    model.trainedOn === 0
      ? t('likelihood.noHistory')
      : t('likelihood.rationale', { score: formatOneDecimal(score), decisions: model.trainedOn }),
    alike.length >= MIN_ALIKE
      ? t('likelihood.similar', {
          approved: Math.round((10 * alike.filter((sample) => sample.y === 1).length) / alike.length),
          count: alike.length,
        })
      : '',
    group('likelihood.helping', helping),
    group('likelihood.hurting', hurting),
  ]
    .filter(Boolean)
    .join(' ');
  const recommendations: string[] = [];
  if (!facts.documentsComplete) {
    recommendations.push(t('likelihood.recommend.documentsComplete', { list: facts.missingDocuments.join(', ') }));
  } else if (!facts.documentsApproved) recommendations.push(t('likelihood.recommend.documentsApproved'));
  if (!hasValidId(facts)) recommendations.push(t('likelihood.recommend.idValid'));
  if (facts.premiseId === null) recommendations.push(t('likelihood.recommend.premiseConfirmed'));
  if (!facts.cellVerified) recommendations.push(t('likelihood.recommend.cellVerified'));
  if (!facts.depositSet && facts.status === 'pending') recommendations.push(t('likelihood.recommend.depositSet'));
  if (recommendations.length === 0) {
    recommendations.push(
      t(hurting.length > 0 && score < 5 ? 'likelihood.recommend.review' : 'likelihood.recommend.ready'),
    );
  }
  return {
    score,
    confidence: confidenceFor(model.trainedOn),
    rationale,
    recommendations,
    factors,
    trainedOn: model.trainedOn,
  };
}
