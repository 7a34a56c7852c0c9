import type { ApplicationStatus } from '@protea/shared/workflow/application-workflow';
import type { TerminationStatus } from '@protea/shared/workflow/termination-workflow';

/** Light backgrounds with dark text (contrast above 7:1); rejected is solid so it never reads as "needs info". */
export const STATUS_CARD_CLASS: Record<ApplicationStatus | TerminationStatus, string> = {
  incomplete: 'border-yellow-300 bg-yellow-100 text-yellow-950',
  needsinfo: 'border-red-300 bg-red-100 text-red-950',
  pending: 'border-blue-300 bg-blue-100 text-blue-950',
  approved: 'border-green-300 bg-green-100 text-green-950',
  completed: 'border-blue-400 bg-blue-200 text-blue-950',
  archived: 'border-slate-300 bg-slate-200 text-slate-900',
  rejected: 'border-red-900 bg-red-800 text-white',
  cancelled: 'border-slate-400 bg-white text-slate-900',
};

export const FALLBACK_STATUS_CLASS = 'border-slate-200 bg-white text-slate-900';

export const statusClass = (status: string) =>
  STATUS_CARD_CLASS[status as ApplicationStatus | TerminationStatus] ?? FALLBACK_STATUS_CLASS;
