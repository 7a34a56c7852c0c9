import { resources } from '@protea/shared/locales/index';
import { ANALYSIS_TYPES } from '@protea/shared/schemas/assistant';
import { describe, expect, it } from 'vitest';
import { matchAnalysis } from './match-analysis';

describe('matchAnalysis', () => {
  it.each([
    ['which applications are stalled?', 'stalled-applications'],
    ['watter aansoeke het vasgeval?', 'stalled-applications'],
    ['Ke dikopo dife tse emeng?', 'stalled-applications'],
    ['Yiziphi izicelo ezimile?', 'stalled-applications'],
    ['waiting times', 'waiting-times'],
    ['Wys my die wagtye', 'waiting-times'],
    ['How long do customers wait in pending?', 'waiting-times'],
    ['bottlenecks', 'bottlenecks'],
    ['Where do customers get stuck in the wizard?', 'bottlenecks'],
    ['Waar is die knelpunte?', 'bottlenecks'],
    ['pending feedback', 'pending-feedback'],
    ['Which customers have we been waiting on for feedback?', 'pending-feedback'],
    ['Uitstaande terugvoer asseblief', 'pending-feedback'],
    ['Why was PM-2026-00012 referred?', 'referral-reason'],
    ['What are the chances of approval?', 'approval-likelihood'],
    ['Any duplicate accounts on a premise?', 'account-premise-issues'],
    ['Is this document blurry?', 'document-quality'],
  ] as const)('reads "%s" as %s', (text, type) => {
    expect(matchAnalysis(text)?.type).toBe(type);
  });

  it('takes the application reference the text names, upper-cased', () => {
    expect(matchAnalysis('approval likelihood for pm-2026-00012 please')).toEqual({
      type: 'approval-likelihood',
      applicationId: 'PM-2026-00012',
    });
    expect(matchAnalysis('which applications are stalled?')).toEqual({ type: 'stalled-applications' });
  });

  it.each(['hello', 'Good morning Alfred, how are you?', 'What is for lunch today?', 'Dankie!', 'Ngiyabonga', ''])(
    'names no analysis in "%s"',
    (text) => {
      expect(matchAnalysis(text)).toBeNull();
    },
  );

  describe.each(Object.keys(resources) as Array<keyof typeof resources>)('in %s', (language) => {
    it.each(ANALYSIS_TYPES)('reads the dropdown label of %s as that analysis', (type) => {
      const label = resources[language].admin.assistant.options[type];
      expect(matchAnalysis(label)?.type).toBe(type);
    });
  });
});
