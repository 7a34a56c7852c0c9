import { z } from 'zod';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../constants.js';

export const DATE_FILTERS = ['today', 'yesterday', 'last_week', 'last_month'] as const;
export const PAGE_SIZES = [25, 50, 100] as const;
export const LIST_SORTS = ['createdAt', 'reference', 'name', 'status'] as const;

/** The admin list's filters; "all_dates" and "all_types" (the spec's defaults) mean no filter. */
export const applicationListQuerySchema = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
  search: z.string().trim().max(100, 'validation.tooLong').optional(),
  dateFilter: z
    .enum([...DATE_FILTERS, 'all_dates'])
    .optional()
    .transform((v) => (v === 'all_dates' ? undefined : v)),
  type: z
    .enum(['residential', 'business', 'all_types'])
    .optional()
    .transform((v) => (v === 'all_types' ? undefined : v)),
  sort: z.enum(LIST_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((v) => (PAGE_SIZES as readonly number[]).includes(v), 'validation.invalid')
    .default(25),
});

export type ApplicationListQuery = z.output<typeof applicationListQuerySchema>;

export interface ApplicationListRow {
  id: string;
  appReference: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  createdAt: string;
  applicantType: 'residential' | 'business';
  status: ApplicationStatus;
}

export interface ApplicationListResponse {
  applications: ApplicationListRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ApplicationStats {
  totalApplications: number;
  needsInfoApplications: number;
  incompleteApplications: number;
  pendingApplications: number;
  approvedApplications: number;
  rejectedApplications: number;
  completedApplications: number;
  archivedApplications: number;
  verifiedApplications: number;
  applicationsThisMonth: number;
  applicationsToday: number;
  applicationsThisWeek: number;
  residentialApplications: number;
  businessApplications: number;
}
