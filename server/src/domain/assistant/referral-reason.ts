import { LANGUAGES } from '@protea/shared/constants';
import { APPLICATION_INFO_REQUESTS, APPLICATION_REJECTION_REASONS } from '@protea/shared/decision-reasons';
import type { ReferralClassification } from '@protea/shared/schemas/assistant';
import { listReasonTexts } from '../../db/repositories/assistant-facts-repository.js';
import { translate } from '../../i18n/translate.js';
import type { ApplicationFacts } from './application-facts.js';
import { type AssistantContext, textOf } from './assistant-context.js';

/** The reasons an application is referred: the info-request and rejection options of spec 2, by their locale keys. */
const REASONS = [
  ...APPLICATION_INFO_REQUESTS.map((reason) => `decisions.infoRequest.${reason}`),
  ...APPLICATION_REJECTION_REASONS.map((reason) => `decisions.rejection.${reason}`),
];

const STOP_WORDS = new Set(
  'the and for with from this that your you our are was were has have had not but all any can will please upload provide send new een die het van vir met en nie ons jou ya le ho ka se sa na ba e o a ngo uku kwa futhi noma'.split(
    ' ',
  ),
);

/** Words of a text, lower case, without punctuation, short words and stop words. */
export function tokensOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word) && !/^\d+$/.test(word));
}

/** A multinomial naive Bayes model: word counts per reason, with add-one smoothing. */
export interface ReferralModel {
  counts: Map<string, Map<string, number>>;
  totals: Map<string, number>;
  documents: Map<string, number>;
  vocabulary: Set<string>;
  /** How many staff-written texts (with a listed reason) it learned from, besides the labels. */
  staffExamples: number;
}

function learn(model: ReferralModel, reason: string, text: string, weight = 1) {
  const counts = model.counts.get(reason)!;
  for (const word of tokensOf(text)) {
    counts.set(word, (counts.get(word) ?? 0) + weight);
    model.totals.set(reason, (model.totals.get(reason) ?? 0) + weight);
    model.vocabulary.add(word);
  }
  model.documents.set(reason, (model.documents.get(reason) ?? 0) + 1);
}

/** The staff texts the model learns from: the latest, at most this many. */
const MAX_STAFF_EXAMPLES = 5000;

/**
 * Trains on the listed reasons' own wording in the four languages and on every text staff wrote
 * next to a listed reason (a rejection with a message, a request with both).
 */
export async function trainReferralModel(context: AssistantContext): Promise<ReferralModel> {
  const model: ReferralModel = {
    counts: new Map(REASONS.map((reason) => [reason, new Map()])),
    totals: new Map(),
    documents: new Map(),
    vocabulary: new Set(),
    staffExamples: 0,
  };
  for (const reason of REASONS) {
    for (const language of LANGUAGES) learn(model, reason, translate(language, reason), 2);
  }
  const examples = await listReasonTexts(context.db, MAX_STAFF_EXAMPLES);
  for (const example of examples) {
    if (!model.counts.has(example.key)) continue;
    learn(model, example.key, example.text);
    model.staffExamples++;
  }
  return model;
}

/** The belief in each reason for a bag of words (shares summing to 1), and the words that weighed most for each. */
export function classify(model: ReferralModel, words: readonly string[]) {
  const vocabularySize = model.vocabulary.size + 1;
  const logScores = REASONS.map((reason) => {
    const counts = model.counts.get(reason)!;
    const total = model.totals.get(reason) ?? 0;
    let score = 0;
    const weights: Array<[string, number]> = [];
    for (const word of words) {
      const likelihood = Math.log(((counts.get(word) ?? 0) + 1) / (total + vocabularySize));
      score += likelihood;
      if (counts.has(word)) weights.push([word, likelihood]);
    }
    return { reason, score, weights };
  });
  const best = Math.max(...logScores.map((entry) => entry.score));
  const exp = logScores.map((entry) => ({ ...entry, p: Math.exp(entry.score - best) }));
  const sum = exp.reduce((total, entry) => total + entry.p, 0);
  return exp
    .map((entry) => ({
      reason: entry.reason,
      score: entry.p / sum,
      evidence: [...new Set(entry.weights.sort((a, b) => b[1] - a[1]).map(([word]) => word))].slice(0, 5),
    }))
    .sort((a, b) => b.score - a.score);
}

/** What the application's facts say, as the wording of the reason each points to. */
function factWords(facts: ApplicationFacts): Array<{ reason: string; fact: string }> {
  const found: Array<{ reason: string; fact: string }> = [];
  if (facts.rejectedDocuments.includes('id'))
    found.push({ reason: 'decisions.infoRequest.unclear-id-copy', fact: 'idRejected' });
  if (facts.rejectedDocuments.includes('deedlease') || facts.missingDocuments.includes('deedlease')) {
    found.push({ reason: 'decisions.infoRequest.incomplete-lease-agreement', fact: 'leaseProblem' });
  }
  const otherRejected = facts.rejectedDocuments.filter((type) => type !== 'id' && type !== 'deedlease');
  if (otherRejected.length > 0 || facts.missingDocuments.some((type) => type !== 'deedlease')) {
    found.push({ reason: 'decisions.infoRequest.supporting-docs', fact: 'documentsMissing' });
  }
  if (!facts.signed && facts.status !== 'incomplete') {
    found.push({ reason: 'decisions.infoRequest.general-info-not-signed', fact: 'notSigned' });
  }
  return found;
}

/** Why this application was (or would be) referred: the primary reason, the others, and why. */
export async function classifyReferral(
  context: AssistantContext,
  facts: ApplicationFacts,
): Promise<ReferralClassification> {
  const t = textOf(context);
  const model = await trainReferralModel(context);
  const staffWords = facts.staffTexts.flatMap((entry) => [
    ...tokensOf(entry.text ?? ''),
    ...(entry.key ? tokensOf(translate('en', entry.key)) : []),
  ]);
  const facted = factWords(facts);
  // Staff's own words decide when there are any; otherwise the facts speak, in the listed reasons' words.
  // Staff words the model has never seen (a reminder, a greeting) say nothing about a reason.
  const known = staffWords.filter((word) => model.vocabulary.has(word));
  const words = known.length > 0 ? known : facted.flatMap((entry) => tokensOf(translate('en', entry.reason)));
  const label = (reason: string) => translate(context.language, reason).replace(/\.$/, '');
  if (words.length === 0) {
    return {
      primaryReason: t('referral.none'),
      secondaryReasons: [],
      explanation: t('referral.noneExplanation'),
      primaryKey: null,
      scores: [],
      evidence: [],
      trainedOn: model.staffExamples,
    };
  }
  const ranked = classify(model, words);
  const [primary, ...others] = ranked;
  const secondary = others.filter((entry) => entry.score >= 0.1).slice(0, 3);
  const evidence = [...new Set([...primary!.evidence])];
  const staffSaid = facts.staffTexts.filter((entry) => entry.text || entry.key).length;
  const explanation = [
    t('referral.explanation', {
      reason: label(primary!.reason),
      share: Math.round(primary!.score * 100),
      words: evidence.join(', ') || '-',
      examples: model.staffExamples,
    }),
    known.length > 0 ? t('referral.fromStaff', { count: staffSaid }) : t('referral.fromFactsOnly'),
    ...facted.map((entry) => t(`referral.facts.${entry.fact}`)),
  ].join(' ');
  return {
    primaryReason: label(primary!.reason),
    secondaryReasons: secondary.map((entry) => label(entry.reason)),
    explanation,
    primaryKey: primary!.reason.split('.').at(-1) ?? null,
    scores: ranked.slice(0, 6).map((entry) => ({
      reason: entry.reason.split('.').at(-1)!,
      label: label(entry.reason),
      score: Math.round(entry.score * 1000) / 1000,
    })),
    evidence,
    trainedOn: model.staffExamples,
  };
}
