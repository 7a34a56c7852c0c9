import type { ApplicationStats } from '@protea/shared/schemas/admin-applications';
import type { ApplicationStatus } from '@protea/shared/workflow/application-workflow';

const FIELD: Record<ApplicationStatus, keyof ApplicationStats> = {
  incomplete: 'incompleteApplications',
  needsinfo: 'needsInfoApplications',
  pending: 'pendingApplications',
  approved: 'approvedApplications',
  rejected: 'rejectedApplications',
  completed: 'completedApplications',
  archived: 'archivedApplications',
};

export const countByStatus = (stats: ApplicationStats, status: ApplicationStatus) => stats[FIELD[status]] ?? 0;
