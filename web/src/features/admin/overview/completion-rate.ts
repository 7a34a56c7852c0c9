import type { ApplicationStats } from '@protea/shared/schemas/admin-applications';
import { percentOf } from '../admin-links';

/** Applications that reached completion: archiving a completed application must not take it out of the count. */
export const finishedApplications = (stats: ApplicationStats) =>
  stats.completedApplications + stats.archivedApplications;

/** Completion rate as a rounded percent of all applications (spec 2: completed divided by total). */
export const completionRate = (stats: ApplicationStats) =>
  percentOf(finishedApplications(stats), stats.totalApplications);
