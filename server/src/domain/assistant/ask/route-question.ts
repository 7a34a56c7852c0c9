import { LANGUAGES } from '@protea/shared/constants';
import { resources } from '@protea/shared/locales/index';
import { ANALYSIS_TYPES, type AnalysisType, APPLICATION_ANALYSES } from '@protea/shared/schemas/assistant';
import { INTENT_PHRASES, type Intent } from './intent-phrases.js';

/** Below this likeness to every phrase the question is not placed: it gets the canned reply. */
export const MIN_LIKENESS = 0.3;
/** Candidates within this of the best are close: the chat asks which one is meant (at most three). */
export const CLOSE_MARGIN = 0.06;
const MAX_CHOICES = 3;

/** A request's reference as the portal writes it: an application's PM-2026-12345 or a termination's TM-. */
const REFERENCE = /\b(PM|TM)\s*-\s*(\d{4})\s*-\s*(\d{5,6})\b/i;

export interface RoutedQuestion {
  /** The analysis the question asks for, or null (close candidates in `choices`, or nothing placed). */
  analysis: AnalysisType | null;
  choices: AnalysisType[];
  reference: string | null;
  /** Each intent's likeness (0-1) to the question, best first: why it was routed so. */
  scores: Array<{ intent: Intent; likeness: number; nearest: string }>;
}

/** Lower case, accents folded (kliënte = kliente), references and punctuation out. */
export const foldText = (text: string) =>
  text
    .replace(new RegExp(REFERENCE.source, 'gi'), ' ')
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The features of a text: its words, and the 3- to 5-letter pieces of each word with its edges marked, so
 * "goedgekeur" still meets "goedkeuring" and "vasgeval" meets "vasgevalde".
 */
function featuresOf(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (feature: string) => counts.set(feature, (counts.get(feature) ?? 0) + 1);
  for (const word of foldText(text).split(' ').filter(Boolean)) {
    add(`w:${word}`);
    const marked = ` ${word} `;
    for (let size = 3; size <= 5; size++) {
      for (let i = 0; i + size <= marked.length; i++) add(marked.slice(i, i + size));
    }
  }
  return counts;
}

type Vector = Map<string, number>;

/** The phrases, and the dropdown's name of each analysis in every language: typing what the screen shows works too. */
export const phraseBook = (): Record<Intent, readonly string[]> => {
  const book = { ...INTENT_PHRASES };
  for (const analysis of ANALYSIS_TYPES) {
    book[analysis] = [
      ...book[analysis],
      ...LANGUAGES.map((language) => resources[language].admin.assistant.options[analysis]),
    ];
  }
  return book;
};

/** The phrase book as weighted vectors: features common to many phrases ("the", "aansoeke") weigh little. */
function buildIndex() {
  const phrases = (Object.entries(phraseBook()) as Array<[Intent, readonly string[]]>).flatMap(([intent, list]) =>
    list.map((phrase) => ({ intent, phrase, counts: featuresOf(phrase) })),
  );
  const documentFrequency = new Map<string, number>();
  for (const { counts } of phrases) {
    for (const feature of counts.keys()) documentFrequency.set(feature, (documentFrequency.get(feature) ?? 0) + 1);
  }
  const idf = (feature: string) => Math.log((1 + phrases.length) / (1 + (documentFrequency.get(feature) ?? 0))) + 1;
  const weigh = (counts: Map<string, number>): Vector => {
    const vector: Vector = new Map();
    let norm = 0;
    for (const [feature, count] of counts) {
      if (!documentFrequency.has(feature)) continue; // unknown to the phrase book: says nothing about intent
      const weight = (1 + Math.log(count)) * idf(feature);
      vector.set(feature, weight);
      norm += weight * weight;
    }
    norm = Math.sqrt(norm) || 1;
    for (const [feature, weight] of vector) vector.set(feature, weight / norm);
    return vector;
  };
  return { phrases: phrases.map((entry) => ({ ...entry, vector: weigh(entry.counts) })), weigh };
}

let index: ReturnType<typeof buildIndex> | null = null;

const cosine = (a: Vector, b: Vector) => {
  let sum = 0;
  for (const [feature, weight] of a) sum += weight * (b.get(feature) ?? 0);
  return sum;
};

const isPerRequest = (intent: Intent) =>
  intent === 'document-quality' || (APPLICATION_ANALYSES as readonly string[]).includes(intent);

/** The request reference a question names, written as the portal writes it. */
export function referenceIn(text: string): string | null {
  const match = REFERENCE.exec(text);
  return match ? `${match[1]!.toUpperCase()}-${match[2]}-${match[3]}` : null;
}

/**
 * Routes a question in plain words to an analysis: its likeness to each analysis is its likeness (cosine of
 * weighted words and letter pieces) to that analysis's nearest phrase. A named reference makes the analyses of one
 * request likelier, and the others less so. Offline and deterministic.
 */
export function routeQuestion(text: string): RoutedQuestion {
  index ??= buildIndex();
  const reference = referenceIn(text);
  const question = index.weigh(featuresOf(text));
  const best = new Map<Intent, { likeness: number; nearest: string }>();
  for (const { intent, phrase, vector } of index.phrases) {
    const likeness = cosine(question, vector);
    if (likeness > (best.get(intent)?.likeness ?? -1)) best.set(intent, { likeness, nearest: phrase });
  }
  const scores = [...best.entries()]
    .map(([intent, { likeness, nearest }]) => {
      const bias = reference === null ? 1 : isPerRequest(intent) ? 1.15 : 0.85;
      return { intent, likeness: Math.min(1, likeness * bias), nearest };
    })
    .sort((a, b) => b.likeness - a.likeness);
  const top = scores[0]!;
  if (top.likeness < MIN_LIKENESS || top.intent === 'small-talk') {
    return { analysis: null, choices: [], reference, scores };
  }
  const close = scores
    .filter((score) => score.intent !== 'small-talk' && score.likeness >= top.likeness - CLOSE_MARGIN)
    .slice(0, MAX_CHOICES)
    .map((score) => score.intent as AnalysisType);
  return close.length > 1
    ? { analysis: null, choices: close, reference, scores }
    : { analysis: top.intent as AnalysisType, choices: [], reference, scores };
}
