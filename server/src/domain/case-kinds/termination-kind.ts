import { TERMINATION_INFO_REQUESTS, TERMINATION_REJECTION_REASONS } from '@protea/shared/decision-reasons';
import {
  type TerminationListQuery,
  terminationApproveSchema,
  terminationCompleteSchema,
  terminationListQuerySchema,
  terminationRejectSchema,
  terminationRequestInfoSchema,
} from '@protea/shared/schemas/admin-terminations';
import { TERMINATION_DOCUMENT_TYPES } from '@protea/shared/termination-constants';
import { z } from 'zod';
import type { TerminationRow } from '../../db/repositories/termination-repository.js';
import { getTerminationDetail } from '../admin-terminations/get-termination-detail.js';
import { exportTerminationsCsv, listTerminations } from '../admin-terminations/list-terminations.js';
import { loadTerminationForAdmin, lockTermination } from '../admin-terminations/load-termination.js';
import {
  approveTermination,
  cancelTermination,
  completeTermination,
  TERMINATION_EMAIL_SUBJECT,
} from '../admin-terminations/termination-decisions.js';
import { terminationStats } from '../cases/overview-figures.js';
import { generateTerminationPdf } from '../terminations/termination-pdf.js';
import { type AdminCaseKind, kindAction } from './admin-case-kind.js';

/** Residential and business terminations in the back office (spec 3). */
export const terminationKind: AdminCaseKind<TerminationRow, TerminationListQuery> = {
  path: '/admin/terminations',
  statsPath: '/admin/termination-stats',
  listName: 'terminations',
  listQuery: terminationListQuerySchema,
  list: listTerminations,
  exportCsv: exportTerminationsCsv,
  stats: terminationStats,
  load: loadTerminationForAdmin,
  lock: lockTermination,
  detail: getTerminationDetail,
  documentType: z.enum([...TERMINATION_DOCUMENT_TYPES, 'manual']),
  decisions: {
    rejectSchema: terminationRejectSchema,
    infoSchema: terminationRequestInfoSchema,
    rejectionReasons: TERMINATION_REJECTION_REASONS,
    infoRequests: TERMINATION_INFO_REQUESTS,
    sms: { rejected: 'messages.terminationRejectedSms', infoRequested: 'messages.terminationInfoRequestedSms' },
    emailSubject: TERMINATION_EMAIL_SUBJECT,
    messageVars: (t) => ({ accountNo: t.accountNumber ?? '' }),
    answers: {
      reject: { success: true, message: 'Termination rejected' },
      'request-info': { success: true, message: 'Information Requested' },
      archive: { success: true, message: 'Termination archived' },
    },
  },
  actions: {
    approve: kindAction(terminationApproveSchema, async (ctx, id, { informationUpdated, overrideReason }) => {
      await approveTermination(ctx, id, { informationUpdated: informationUpdated === true, overrideReason });
      return { success: true, message: 'Termination approved successfully' };
    }),
    complete: kindAction(terminationCompleteSchema, (ctx, id, input) => completeTermination(ctx, id, input)),
    cancel: kindAction(null, async (ctx, id) => {
      await cancelTermination(ctx, id);
      return { success: true, message: 'Termination cancelled' };
    }),
  },
  pdf: {
    fileName: (id) => `termination-${id}.pdf`,
    render: generateTerminationPdf,
  },
};
