import type { AnalysisType } from '@protea/shared/schemas/assistant';
import type { AskAnswer, AskBody } from '@protea/shared/schemas/assistant-ask';
import { apiRequest } from '../../../lib/api-client';
import type { AnalysisAnswer } from './run-analysis';

/** What the chat makes of the answer to a question in plain words. */
export type AskOutcome =
  | { kind: 'result'; result: AnalysisAnswer; reference: string | null }
  | { kind: 'text'; analysis: AnalysisType; text: string }
  /** A question about the overview's figures (how many, which are late), answered in words. */
  | { kind: 'figure'; text: string }
  | { kind: 'choices'; choices: AnalysisType[] }
  | { kind: 'canned' };

/** What the chat makes of the server's answer. */
export function askOutcomeOf(answer: AskAnswer): AskOutcome {
  if (answer.analysis === null) {
    if ('count' in answer || 'late' in answer) return { kind: 'figure', text: answer.message };
    return 'choices' in answer && answer.choices.length > 0
      ? { kind: 'choices', choices: answer.choices }
      : { kind: 'canned' };
  }
  if (answer.result === null) return { kind: 'text', analysis: answer.analysis, text: answer.message };
  return {
    kind: 'result',
    result: { type: answer.analysis, answer: answer.result } as AnalysisAnswer,
    reference: answer.reference,
  };
}

/** `POST /ai/ask`: the server routes the question (docs/api/assistant.md 'Questions in plain words'). */
export async function askQuestion(body: AskBody): Promise<AskOutcome> {
  return askOutcomeOf(await apiRequest<AskAnswer>('/ai/ask', { method: 'POST', body }));
}
