import type { StaffMember } from '@protea/shared/schemas/staff';
import { describe, expect, test } from 'vitest';
import { isConfirmed, staffActionsFor } from './staff-actions';

const member = (changes: Partial<StaffMember> = {}): StaffMember => ({
  id: 'b',
  username: 'thabo',
  displayName: 'Thabo',
  role: 'reviewer',
  email: null,
  isActive: true,
  twoFactorEnabled: false,
  lastSignInAt: null,
  createdAt: '2026-11-01T08:00:00Z',
  ...changes,
});

describe('staff actions', () => {
  test('nothing on one’s own row', () => {
    expect(staffActionsFor(member({ id: 'me' }), 'me')).toEqual([]);
  });

  test('the role to change to, the password, two-factor when on, and deactivate or reactivate', () => {
    expect(staffActionsFor(member(), 'me')).toEqual(['makeAdministrator', 'resetPassword', 'deactivate']);
    expect(staffActionsFor(member({ role: 'administrator', twoFactorEnabled: true, isActive: false }), 'me')).toEqual([
      'makeReviewer',
      'resetPassword',
      'disableTwoFactor',
      'reactivate',
    ]);
  });

  test('only reactivating acts without asking again', () => {
    expect(isConfirmed('reactivate')).toBe(false);
    expect(isConfirmed('deactivate')).toBe(true);
    expect(isConfirmed('makeReviewer')).toBe(true);
  });
});
