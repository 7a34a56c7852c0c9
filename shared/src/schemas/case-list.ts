import { z } from 'zod';
import { text } from './text.js';

export const DATE_FILTERS = ['today', 'yesterday', 'last_week', 'last_month'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];
export const PAGE_SIZES = [25, 50, 100] as const;
export const MAX_LIST_PAGE = 100_000;

/**
 * The query of an admin list of cases: a status tab, search, date and type filters, sort, paging.
 * "all_dates" and "all_types" (the spec's defaults) mean no filter. One builder for every list.
 */
export function caseListQuerySchema<const S extends string, const O extends string>(
  statuses: readonly S[],
  sorts: readonly [O, ...O[]],
) {
  return z.object({
    status: z.enum(statuses as unknown as [S, ...S[]]).optional(),
    search: text().trim().max(100, 'validation.tooLong').optional(),
    dateFilter: z
      .enum([...DATE_FILTERS, 'all_dates'])
      .optional()
      .transform((v) => (v === 'all_dates' ? undefined : v)),
    type: z
      .enum(['residential', 'business', 'all_types'])
      .optional()
      .transform((v) => (v === 'all_types' ? undefined : v)),
    /** `me` (the caller), `none` (held by nobody) or a staff member's id (issue 28). */
    assignee: z.union([z.enum(['me', 'none']), z.uuid('validation.invalid')]).optional(),
    /** `true`: only open cases past their due time. */
    overdue: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => (v === 'true' ? true : undefined)),
    sort: z.enum(sorts).default(sorts[0]),
    order: z.enum(['asc', 'desc']).default('desc'),
    page: z.coerce.number().int().min(1).max(MAX_LIST_PAGE).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((v) => (PAGE_SIZES as readonly number[]).includes(v), 'validation.invalid')
      .default(25),
  });
}

export interface CaseListQuery<S extends string = string, O extends string = string> {
  status?: S;
  search?: string;
  dateFilter?: DateFilter;
  type?: 'residential' | 'business';
  /** `none`, or a staff member's id; `me` until the route puts the caller's id in its place. */
  assignee?: string;
  overdue?: true;
  sort: O;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** `POST .../:id/assign`: `me` takes the case, a staff member's id gives it to them, null frees it (issue 28). */
export const assignSchema = z.object({
  assignee: z.union([z.literal('me'), z.uuid('validation.invalid'), z.null()]),
});

/** Who holds a case (issue 28). */
export interface CaseAssignee {
  id: string;
  displayName: string;
}

/** What every list row carries of the work on its case: who holds it and when it is due (issue 28). */
export interface CaseWork {
  assignee: CaseAssignee | null;
  /** Open cases only (pending, needs info, approved): when their status's target runs out, in business hours. */
  dueAt: string | null;
  overdue: boolean;
}

/**
 * What every admin list answers besides its rows, which stand under the kind's own name (`applications`,
 * `terminations`): the total, the count of every status under the same search and filters (the tabs' badges).
 */
export interface CaseListAnswer<S extends string> {
  total: number;
  /** False when the search matched more than the list counts (100): `total` is then "more than 100". */
  exact: boolean;
  /** False when the search matched more than 100 in all: `counts` are then only what the first 101 held. */
  countsExact: boolean;
  page: number;
  pageSize: number;
  counts: Record<S, number>;
}
