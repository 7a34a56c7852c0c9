import type { AskAnswer, FigureCount, LateRequests } from '@protea/shared/schemas/assistant-ask';
import { describe, expect, it } from 'vitest';
import { askOutcomeOf } from './ask-question';

describe('askOutcomeOf', () => {
  it("shows a routed answer's result under its analysis, with the reference the question named", () => {
    const result = { success: true, message: 'Stalled requests found.', stalledApplications: {} };
    const answer = { success: true, analysis: 'stalled-applications', reference: null, result } as unknown as AskAnswer;
    expect(askOutcomeOf(answer)).toEqual({
      kind: 'result',
      result: { type: 'stalled-applications', answer: result },
      reference: null,
    });
  });

  it('offers the close analyses as choices, says what the server asks for, and otherwise gives the canned reply', () => {
    expect(
      askOutcomeOf({
        success: true,
        analysis: null,
        choices: ['bottlenecks', 'stalled-applications'],
        reference: null,
      }),
    ).toEqual({ kind: 'choices', choices: ['bottlenecks', 'stalled-applications'] });
    expect(
      askOutcomeOf({
        success: true,
        analysis: 'approval-likelihood',
        reference: null,
        result: null,
        message: 'Which request do you mean?',
      }),
    ).toEqual({ kind: 'text', analysis: 'approval-likelihood', text: 'Which request do you mean?' });
    expect(askOutcomeOf({ success: true, analysis: null, message: 'canned' })).toEqual({ kind: 'canned' });
  });

  it("says the answer to a question about the overview's figures in the chat", () => {
    const count: FigureCount = {
      status: null,
      period: 'thisMonth',
      count: 4,
      byList: [{ list: 'terminations', count: 4 }],
    };
    expect(
      askOutcomeOf({ success: true, analysis: null, count, message: 'Terminations created this month: 4.' }),
    ).toEqual({ kind: 'figure', text: 'Terminations created this month: 4.' });
    const late: LateRequests = { lists: ['applications'], statuses: ['pending', 'approved'], total: 0, cases: [] };
    expect(askOutcomeOf({ success: true, analysis: null, late, message: 'None is late.' })).toEqual({
      kind: 'figure',
      text: 'None is late.',
    });
  });
});
