import { resources } from '@protea/shared/locales/index';
import { ANALYSIS_TYPES } from '@protea/shared/schemas/assistant';
import { describe, expect, test } from 'vitest';
import { parseFigureQuestion } from '../src/domain/assistant/ask/figure-question.js';
import { foldText, phraseBook, referenceIn, routeQuestion } from '../src/domain/assistant/ask/route-question.js';
import { ASK_EVALUATION_SET } from './ask-evaluation-set.js';

/** The share of the evaluation set the router sends straight to the labelled analysis (or to none). */
const REQUIRED_ACCURACY = 0.9;

describe('routing a question in plain words to an analysis', () => {
  test('the evaluation set has at least 100 phrasings, 20 or more per language, none copied from the phrase book', () => {
    expect(ASK_EVALUATION_SET.length).toBeGreaterThanOrEqual(100);
    for (const language of ['en', 'af', 'st', 'zu'] as const) {
      expect(ASK_EVALUATION_SET.filter((item) => item.language === language).length, language).toBeGreaterThanOrEqual(
        20,
      );
    }
    const phrases = new Set(Object.values(phraseBook()).flat().map(foldText));
    for (const { text } of ASK_EVALUATION_SET) expect(phrases.has(foldText(text)), text).toBe(false);
  });

  test(`routes at least ${REQUIRED_ACCURACY * 100} % of the evaluation set right, in each language`, () => {
    const misses: string[] = [];
    const perLanguage = new Map<string, { right: number; total: number }>();
    for (const { language, text, analysis } of ASK_EVALUATION_SET) {
      const routed = routeQuestion(text);
      const isRight = routed.analysis === analysis && (analysis !== null || routed.choices.length === 0);
      const tally = perLanguage.get(language) ?? { right: 0, total: 0 };
      tally.total++;
      if (isRight) tally.right++;
      else misses.push(`${text} -> ${routed.analysis ?? `choices [${routed.choices.join(', ')}]`} (want ${analysis})`);
      perLanguage.set(language, tally);
    }
    const right = [...perLanguage.values()].reduce((sum, tally) => sum + tally.right, 0);
    const accuracy = right / ASK_EVALUATION_SET.length;
    const report = [...perLanguage].map(([language, t]) => `${language} ${t.right}/${t.total}`).join(', ');
    console.info(
      `Routing accuracy ${(accuracy * 100).toFixed(1)} % (${report})\n  missed: ${misses.join('\n  missed: ')}`,
    );
    expect(accuracy, misses.join('\n')).toBeGreaterThanOrEqual(REQUIRED_ACCURACY);
  });

  test("routes the dropdown's own label of each analysis to it, in every language", () => {
    for (const [language, texts] of Object.entries(resources)) {
      for (const analysis of ANALYSIS_TYPES) {
        const label = texts.admin.assistant.options[analysis];
        expect(routeQuestion(label).analysis, `${language}: ${label}`).toBe(analysis);
      }
    }
  });

  test('asks which one is meant when two analyses are as close, and places nothing for small talk', () => {
    const ambiguous = routeQuestion('documents and accounts');
    expect(ambiguous.analysis).toBeNull();
    expect(ambiguous.choices.length).toBeGreaterThanOrEqual(2);
    expect(ambiguous.choices.length).toBeLessThanOrEqual(3);
    expect(routeQuestion('What is for lunch today?')).toMatchObject({ analysis: null, choices: [] });
    expect(routeQuestion('zzzz qqqq')).toMatchObject({ analysis: null, choices: [] });
  });

  test('takes the reference a question names, as the portal writes it', () => {
    expect(referenceIn('will pm-2026-12345 be approved?')).toBe('PM-2026-12345');
    expect(referenceIn('documents of TM-2026-123456 please')).toBe('TM-2026-123456');
    expect(referenceIn('which requests are stalled?')).toBeNull();
    expect(routeQuestion('will pm-2026-12345 be approved?')).toMatchObject({
      analysis: 'approval-likelihood',
      reference: 'PM-2026-12345',
    });
  });

  test("no phrase of an analysis or of the evaluation set is taken for a question about the overview's figures", () => {
    const phrases = [...Object.values(phraseBook()).flat(), ...ASK_EVALUATION_SET.map((item) => item.text)];
    for (const phrase of phrases) expect(parseFigureQuestion(phrase), phrase).toBeNull();
  });
});
