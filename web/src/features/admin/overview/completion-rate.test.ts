import type { ApplicationStats } from '@protea/shared/schemas/admin-applications';
import { describe, expect, test } from 'vitest';
import { completionRate, finishedApplications } from './completion-rate';

const stats = (counts: Partial<ApplicationStats>): ApplicationStats => ({
  totalApplications: 0,
  needsInfoApplications: 0,
  incompleteApplications: 0,
  pendingApplications: 0,
  approvedApplications: 0,
  rejectedApplications: 0,
  completedApplications: 0,
  archivedApplications: 0,
  verifiedApplications: 0,
  applicationsThisMonth: 0,
  applicationsToday: 0,
  applicationsThisWeek: 0,
  residentialApplications: 0,
  businessApplications: 0,
  ...counts,
});

describe('completion rate', () => {
  test('archiving the only completed application keeps the rate', () => {
    const before = stats({ totalApplications: 4, completedApplications: 1, pendingApplications: 3 });
    const after = stats({ totalApplications: 4, archivedApplications: 1, pendingApplications: 3 });
    expect(completionRate(before)).toBe(25);
    expect(completionRate(after)).toBe(25);
  });

  test('completed and archived applications both count as finished', () => {
    const sut = stats({ totalApplications: 8, completedApplications: 2, archivedApplications: 3 });
    expect(finishedApplications(sut)).toBe(5);
    expect(completionRate(sut)).toBe(63);
  });

  test('no applications is 0 %, not a division by zero', () => {
    expect(completionRate(stats({}))).toBe(0);
  });
});
