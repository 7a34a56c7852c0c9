/**
 * A small, transparent text classifier: character n-grams and words weighted by tf-idf, fed to a
 * multinomial logistic regression. Character n-grams carry meaning across the four languages'
 * spellings, typos and compounds ("huurooreenkoms", "isivumelwano sokuqasha") where whole words
 * would be unseen. Pure functions, no I/O: it runs in the server process, nothing leaves it.
 */

/** Lower case, without accents or punctuation: "Beëdigde ID-afskrif" -> "beedigde id afskrif". */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Calls `visit` with each feature of a text and the word it came from (for the evidence shown to staff). */
export function eachFeature(text: string, visit: (feature: string, word: string) => void) {
  const words = normalise(text).split(' ').filter(Boolean);
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    visit(`w:${word}`, word);
    const next = words[index + 1];
    if (next) visit(`b:${word} ${next}`, `${word} ${next}`);
    const padded = ` ${word} `;
    // 3- and 4-grams: 5-grams added no held-out accuracy and a third more features to train.
    for (let size = 3; size <= 4; size++) {
      for (let start = 0; start + size <= padded.length; start++) visit(padded.slice(start, start + size), word);
    }
  }
}

export interface Vectoriser {
  index: Map<string, number>;
  idf: Float64Array;
}

/** A text as sparse tf-idf (sublinear tf, L2-normalised); features the training never saw are dropped. */
export interface SparseVector {
  indices: number[];
  values: number[];
  /** For each entry, the words it came from. */
  words: string[][];
}

export function fitVectoriser(texts: readonly string[]): Vectoriser {
  const index = new Map<string, number>();
  const documentFrequency: number[] = [];
  for (const text of texts) {
    const seen = new Set<string>();
    eachFeature(text, (feature) => seen.add(feature));
    for (const feature of seen) {
      let at = index.get(feature);
      if (at === undefined) {
        at = index.size;
        index.set(feature, at);
        documentFrequency.push(0);
      }
      documentFrequency[at]!++;
    }
  }
  const idf = Float64Array.from(documentFrequency, (df) => Math.log((1 + texts.length) / (1 + df)) + 1);
  return { index, idf };
}

export function vectorise(vectoriser: Vectoriser, text: string): SparseVector {
  const counts = new Map<number, number>();
  const words = new Map<number, Set<string>>();
  eachFeature(text, (feature, word) => {
    const at = vectoriser.index.get(feature);
    if (at === undefined) return;
    counts.set(at, (counts.get(at) ?? 0) + 1);
    const from = words.get(at);
    if (from) from.add(word);
    else words.set(at, new Set([word]));
  });
  const indices = [...counts.keys()];
  const values = indices.map((at) => (1 + Math.log(counts.get(at)!)) * vectoriser.idf[at]!);
  const norm = Math.sqrt(values.reduce((total, value) => total + value * value, 0)) || 1;
  return {
    indices,
    values: values.map((value) => value / norm),
    words: indices.map((at) => [...words.get(at)!]),
  };
}

export interface LogisticModel {
  classes: number;
  features: number;
  /** Row-major: weights[k * features + f]. */
  weights: Float64Array;
  bias: Float64Array;
}

/** A deterministic shuffle (mulberry32), so training gives the same model on every start. */
function shuffled(length: number, seed: number): number[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const order = Array.from({ length }, (_, i) => i);
  for (let i = length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

export function logits(model: LogisticModel, x: SparseVector): number[] {
  const scores = Array.from(model.bias);
  for (let k = 0; k < model.classes; k++) {
    const row = k * model.features;
    let sum = scores[k]!;
    for (let i = 0; i < x.indices.length; i++) sum += model.weights[row + x.indices[i]!]! * x.values[i]!;
    scores[k] = sum;
  }
  return scores;
}

export function softmax(scores: ArrayLike<number>, temperature = 1): number[] {
  const list = Array.from(scores);
  const top = Math.max(...list);
  const exp = list.map((score) => Math.exp((score - top) / temperature));
  const sum = exp.reduce((total, value) => total + value, 0);
  return exp.map((value) => value / sum);
}

export interface TrainingOptions {
  epochs: number;
  learningRate: number;
  /** L2 penalty, applied to the weights a text touches (enough to keep rare n-grams from dominating). */
  l2: number;
}

export const TRAINING: TrainingOptions = { epochs: 12, learningRate: 1, l2: 1e-4 };

/** Stochastic gradient descent on the cross-entropy, with a learning rate that decays per epoch. */
export function trainLogistic(
  xs: readonly SparseVector[],
  ys: readonly number[],
  classes: number,
  features: number,
  options: TrainingOptions = TRAINING,
): LogisticModel {
  const weights = new Float64Array(classes * features);
  const bias = new Float64Array(classes);
  const probability = new Float64Array(classes);
  // Typed copies of the vectors: the inner loops below are the whole cost of training.
  const rows = xs.map((x) => ({ indices: Int32Array.from(x.indices), values: Float64Array.from(x.values) }));
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    const rate = options.learningRate / (1 + epoch * 0.1);
    const shrink = 1 - rate * options.l2;
    for (const n of shuffled(rows.length, 17 + epoch)) {
      const { indices, values } = rows[n]!;
      let top = Number.NEGATIVE_INFINITY;
      for (let k = 0; k < classes; k++) {
        const row = k * features;
        let sum = bias[k]!;
        for (let i = 0; i < indices.length; i++) sum += weights[row + indices[i]!]! * values[i]!;
        probability[k] = sum;
        if (sum > top) top = sum;
      }
      let total = 0;
      for (let k = 0; k < classes; k++) {
        probability[k] = Math.exp(probability[k]! - top);
        total += probability[k]!;
      }
      for (let k = 0; k < classes; k++) {
        const step = rate * (probability[k]! / total - (ys[n] === k ? 1 : 0));
        const row = k * features;
        for (let i = 0; i < indices.length; i++) {
          const at = row + indices[i]!;
          weights[at] = weights[at]! * shrink - step * values[i]!;
        }
        bias[k] = bias[k]! - step;
      }
    }
  }
  return { classes, features, weights, bias };
}
