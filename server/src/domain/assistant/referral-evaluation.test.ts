import { LANGUAGES } from '@protea/shared/constants';
import { describe, expect, test } from 'vitest';
import type { ApplicationFacts } from './application-facts.js';
import type { AssistantContext } from './assistant-context.js';
import {
  fitTemperature,
  REFERRAL_TEMPERATURE,
  referralClassifier,
  referralTrainingSet,
  trainReferralClassifier,
} from './referral-classifier.js';
import { REFERRAL_LABELS, referralHeldOut, referralTraining } from './referral-eval/referral-split.js';
import { describeReferralEvaluation, evaluateReferral } from './referral-evaluation.js';
import { classifyReferral } from './referral-reason.js';

describe('referral reasons, measured on texts the classifier never learned from', () => {
  test('the evaluation set: over 300 texts in four languages, every label in each, split about 70/30', () => {
    const training = referralTraining();
    const heldOut = referralHeldOut();
    expect(training.length + heldOut.length).toBeGreaterThanOrEqual(300);
    for (const language of LANGUAGES) {
      expect(
        [...training, ...heldOut].filter((example) => example.language === language).length,
      ).toBeGreaterThanOrEqual(50);
      for (const label of REFERRAL_LABELS) {
        const inPart = (part: typeof training) =>
          part.filter((example) => example.language === language && example.label === label).length;
        expect(inPart(training), `${label} ${language} trains`).toBeGreaterThan(0);
        expect(inPart(heldOut), `${label} ${language} is held out`).toBeGreaterThan(0);
      }
    }
    expect(heldOut.length / (training.length + heldOut.length)).toBeCloseTo(0.3, 1);
    const trainingTexts = new Set(training.map((example) => example.text));
    expect(heldOut.filter((example) => trainingTexts.has(example.text))).toEqual([]);
  });

  test('held-out accuracy, macro-F1 and calibration meet the targets', () => {
    const started = performance.now();
    const classifier = trainReferralClassifier();
    const trainingMs = performance.now() - started;
    const evaluation = evaluateReferral(classifier, referralHeldOut());
    console.info(
      [
        `trained on ${classifier.trainedOn} texts in ${trainingMs.toFixed(0)} ms`,
        ...describeReferralEvaluation(evaluation),
      ].join('\n'),
    );
    // Accuracy counts the answers given; a "Not sure" counts against coverage, and as wrong in the strict figure.
    expect(evaluation.byLanguage.en!.accuracy).toBeGreaterThanOrEqual(0.9);
    expect(evaluation.accuracy).toBeGreaterThanOrEqual(0.8);
    expect(evaluation.coverage).toBeGreaterThanOrEqual(0.85);
    expect(evaluation.strictAccuracy).toBeGreaterThanOrEqual(0.75);
    expect(evaluation.macroF1).toBeGreaterThanOrEqual(0.8);
    // A reason shown at 80 % is right about 80 % of the time: the bins' gap, weighted by their size, stays small.
    expect(evaluation.ece).toBeLessThanOrEqual(0.1);
  });

  test('the temperature in use is the one cross-validation on the training part fits', () => {
    expect(fitTemperature(referralTrainingSet())).toBeCloseTo(REFERRAL_TEMPERATURE, 1);
  });

  test("the issue's texts get the right reason or an honest 'Not sure', never a wrong one", () => {
    const classifier = referralClassifier();
    const cases: Array<[string, string]> = [
      ['We could not find this complex on our system. Please confirm the complex name.', 'incomplete-incorrect-info'],
      ['could not find this complex… confirm the complex name', 'incomplete-incorrect-info'],
      ['The lease has expired.', 'incomplete-lease-agreement'],
      ['lease has expired', 'incomplete-lease-agreement'],
    ];
    for (const [text, label] of cases) {
      const judgement = classifier.judge(text);
      if (judgement.sure) expect(judgement.ranked[0]!.label, text).toBe(label);
    }
  });
});

describe('the referral answer for one application', () => {
  const context = { language: 'en' } as AssistantContext;
  const factsWith = (staffTexts: ApplicationFacts['staffTexts']) =>
    ({
      staffTexts,
      rejectedDocuments: [],
      missingDocuments: [],
      signed: true,
      status: 'pending',
    }) as unknown as ApplicationFacts;

  test('one text about the ID: the ID reason, no secondary reasons nothing mentions', async () => {
    const answer = await classifyReferral(
      context,
      factsWith([{ key: null, text: 'The ID copy is too dark, we cannot read the numbers.', kind: 'request-info' }]),
    );
    expect(answer).toMatchObject({ primaryKey: 'unclear-id-copy', notSure: false, secondaryReasons: [], closest: [] });
    expect(answer.confidence).toBeGreaterThan(0.5);
  });

  test('a second text about another reason makes it a secondary reason', async () => {
    const answer = await classifyReferral(
      context,
      factsWith([
        { key: null, text: 'The ID copy is too dark, we cannot read the numbers.', kind: 'request-info' },
        { key: null, text: 'Your lease has expired, please send the new lease agreement.', kind: 'note' },
      ]),
    );
    expect([answer.primaryReason, ...answer.secondaryReasons].sort()).toEqual([
      'Incomplete Lease Agreement',
      'Unclear/unreadable ID copy',
    ]);
  });

  test("a text that names no reason: 'Not sure' with the closest options", async () => {
    const answer = await classifyReferral(
      context,
      factsWith([{ key: null, text: 'Phoned, no answer. Will try again tomorrow.', kind: 'note' }]),
    );
    expect(answer).toMatchObject({ primaryReason: 'Not sure', primaryKey: null, notSure: true, secondaryReasons: [] });
    expect(answer.closest.length).toBeGreaterThanOrEqual(2);
    expect(answer.closest.length).toBeLessThanOrEqual(3);
    expect(answer.explanation).toContain(answer.closest[0]!.label);
  });

  test('a reason staff picked from the list is taken as said', async () => {
    const answer = await classifyReferral(
      context,
      factsWith([{ key: 'decisions.rejection.duplicate', text: null, kind: 'reject' }]),
    );
    expect(answer).toMatchObject({ primaryKey: 'duplicate', confidence: 1, notSure: false });
  });
});
