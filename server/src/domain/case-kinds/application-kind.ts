import { APPLICATION_INFO_REQUESTS, APPLICATION_REJECTION_REASONS } from '@protea/shared/decision-reasons';
import {
  approveSchema,
  depositAmountSchema,
  rejectSchema,
  requestInfoSchema,
} from '@protea/shared/schemas/admin-application-detail';
import { type ApplicationListQuery, applicationListQuerySchema } from '@protea/shared/schemas/admin-applications';
import { DIRECTOR_DOCUMENT_PATTERN } from '@protea/shared/schemas/business-application';
import { z } from 'zod';
import { type ApplicationRow, updateApplication } from '../../db/repositories/application-repository.js';
import { approveApplication, completeApplication } from '../admin-applications/decisions.js';
import { approveDeposit } from '../admin-applications/deposit.js';
import { getApplicationDetail } from '../admin-applications/get-application-detail.js';
import { exportApplicationsCsv, listApplications } from '../admin-applications/list-applications.js';
import { loadForAdmin, lockApplication } from '../admin-applications/load-for-admin.js';
import { applicationStats } from '../cases/overview-figures.js';
import { type AdminCaseKind, kindAction } from './admin-case-kind.js';

/** Residential and business applications in the back office (spec 2). */
export const applicationKind: AdminCaseKind<ApplicationRow, ApplicationListQuery> = {
  path: '/admin/applications',
  statsPath: '/admin/stats',
  listName: 'applications',
  listQuery: applicationListQuerySchema,
  list: listApplications,
  exportCsv: exportApplicationsCsv,
  stats: applicationStats,
  load: loadForAdmin,
  lock: lockApplication,
  detail: getApplicationDetail,
  documentType: z.union([
    z.enum(['id', 'deedlease', 'manual', 'cipc', 'vat']),
    z.string().regex(DIRECTOR_DOCUMENT_PATTERN),
  ]),
  decisions: {
    rejectSchema,
    infoSchema: requestInfoSchema,
    rejectionReasons: APPLICATION_REJECTION_REASONS,
    infoRequests: APPLICATION_INFO_REQUESTS,
    sms: { rejected: 'messages.rejectedSms', infoRequested: 'messages.infoRequestedSms' },
    messageVars: () => ({}),
    answers: {
      reject: { success: true, message: 'Application rejected' },
      'request-info': { success: true, message: 'Information requested' },
      archive: { success: true, message: 'Application Archived' },
    },
    // The applicant resumes at the documents, the step most requests are about.
    onInfoRequested: async (tx, a) => {
      await updateApplication(tx, a.id, { stepNo: 8 });
    },
  },
  actions: {
    approve: kindAction(approveSchema, async (ctx, id, input) => {
      await approveApplication(ctx, id, input);
      return { success: true, message: 'Application approved' };
    }),
    complete: kindAction(null, async (ctx, id) => {
      await completeApplication(ctx, id);
      return { success: true, message: 'Application marked as complete' };
    }),
    deposit: kindAction(depositAmountSchema, async (ctx, id, { amount }) => {
      const updated = await approveDeposit(ctx, id, amount);
      return { success: true, deposit: (await getApplicationDetail(ctx.db, updated, ctx.language)).deposit };
    }),
  },
};
