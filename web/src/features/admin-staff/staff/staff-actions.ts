import type { StaffMember } from '@protea/shared/schemas/staff';

export type StaffAction =
  | 'makeAdministrator'
  | 'makeReviewer'
  | 'resetPassword'
  | 'disableTwoFactor'
  | 'deactivate'
  | 'reactivate';

/** What an administrator may do to a member; nothing to themselves here (their own two-factor is under My account). */
export function staffActionsFor(member: StaffMember, meId: string): StaffAction[] {
  if (member.id === meId) return [];
  return [
    member.role === 'administrator' ? 'makeReviewer' : 'makeAdministrator',
    'resetPassword',
    ...(member.twoFactorEnabled ? (['disableTwoFactor'] as const) : []),
    member.isActive ? 'deactivate' : 'reactivate',
  ];
}

/** Actions that take something away, or hand out power or a password: asked again in a dialog first. */
export const isConfirmed = (action: StaffAction) => action !== 'reactivate';
