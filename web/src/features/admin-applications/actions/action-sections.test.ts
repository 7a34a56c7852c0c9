import { describe, expect, test } from 'vitest';
import { actionSections, askedOnScreen, missingFor } from '../../../lib/admin/action-sections';
import { rowActionsFor } from '../row-action-list';

describe('what staff may do with an application, as the workflow has it', () => {
  test.each([
    ['incomplete', [], []],
    ['pending', ['deposit', 'approve', 'reject', 'request-info'], ['approve', 'reject']],
    ['needsinfo', [], []],
    ['approved', ['complete'], ['complete']],
    ['rejected', ['archive'], ['archive']],
    ['completed', ['archive'], ['archive']],
    ['archived', [], []],
    ['no-such-status', [], []],
  ])('a %s application: the Actions tab offers %j, its list row %j', (status, sections, rowButtons) => {
    expect(actionSections(status)).toEqual(sections);
    expect(rowActionsFor(status)).toEqual(rowButtons);
  });

  test('approving waits for the approved deposit: the button reads Approve Deposit First until then', () => {
    expect(missingFor('approve', 'pending', { depositApproved: false })).toEqual(['depositApproved']);
    expect(missingFor('approve', 'pending', {})).toEqual(['depositApproved']);
    expect(missingFor('approve', 'pending', { depositApproved: true })).toEqual([]);
  });

  test('completing asks for the Metermis tick on screen; the deposit is a fact the server checks', () => {
    expect(askedOnScreen('complete', 'approved')).toEqual(['confirmationTicked']);
    expect(askedOnScreen('approve', 'pending')).toEqual([]);
    expect(missingFor('complete', 'approved', { confirmationTicked: true })).toEqual([]);
  });

  test('an action the status does not allow needs nothing more and asks nothing', () => {
    expect(missingFor('complete', 'pending', {})).toEqual([]);
    expect(askedOnScreen('complete', 'pending')).toEqual([]);
  });
});
