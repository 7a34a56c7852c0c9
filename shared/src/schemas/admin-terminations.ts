import { z } from 'zod';
import { TERMINATION_REJECTION_REASONS } from '../decision-reasons.js';
import type { HolderAnswer, HolderCheck } from '../holder-answer.js';
import { saDateOf } from '../sa-time.js';
import type { CaseGuards } from '../workflow/guards.js';
import { TERMINATION_STATUSES, type TerminationStatus } from '../workflow/termination-workflow.js';
import type { AdminDocument, AdminPerson, TimelineEntry } from './case-detail.js';
import { type CaseListAnswer, type CaseListQuery, type CaseWork, caseListQuerySchema } from './case-list.js';
import { isoDate } from './fields.js';
import { overrideReason } from './guard-override.js';
import { holderFilterSchema } from './holder-answer.js';
import { METER_READING_PATTERN } from './termination.js';
import { text } from './text.js';

export const TERMINATION_LIST_SORTS = [
  'createdAt',
  'accountNo',
  'name',
  'disconnectionDate',
  'status',
  'dueAt',
] as const;
export type TerminationListSort = (typeof TERMINATION_LIST_SORTS)[number];

/** Besides every list's filters: the holder's answer (`holder=denied`: the requests the holder said were not theirs). */
export const terminationListQuerySchema = caseListQuerySchema(TERMINATION_STATUSES, TERMINATION_LIST_SORTS).extend({
  holder: holderFilterSchema,
});
export type TerminationListQuery = CaseListQuery<TerminationStatus, TerminationListSort> & {
  holder?: HolderAnswer;
};

/** What staff must see at a glance in the list (PRODUCT.md 'Terminations'). */
export interface TerminationFlags {
  /** Fewer than 30 days' notice. */
  lateNotice: boolean;
  /** Fewer than 7 days' notice. */
  penaltyMayApply: boolean;
  /** The account is not open in the register, or its ID number or premise does not match. */
  registerMismatch: boolean;
  /** Somebody other than the holder on file asked, and the holder has not answered yet (issue 39). */
  holderAwaiting: boolean;
  /** The holder said "this was not me" (the request was cancelled then). */
  holderDenied: boolean;
}

export interface TerminationListRow extends CaseWork {
  id: string;
  reference: string;
  /** The account number the customer typed (spec 3 'Account No'). */
  accountNo: string | null;
  /** The business name for businesses, otherwise first name and surname. */
  name: string;
  email: string | null;
  phone: string | null;
  createdAt: string;
  submittedAt: string | null;
  type: 'residential' | 'business';
  formType: number;
  /** null shows 'Not Set'. */
  disconnectionDate: string | null;
  status: TerminationStatus;
  /** null until submitted (nothing was checked yet). */
  flags: TerminationFlags | null;
}

export interface TerminationListResponse extends CaseListAnswer<TerminationStatus> {
  terminations: TerminationListRow[];
}

/** Spec 3 'Termination statistics' (`GET /admin/termination-stats`); each figure: docs/overview-figures.md. */
export interface TerminationStats {
  totalTerminations: number;
  incompleteTerminations: number;
  pendingTerminations: number;
  approvedTerminations: number;
  completedTerminations: number;
  cancelledTerminations: number;
  needsInfoTerminations: number;
  rejectedTerminations: number;
  archivedTerminations: number;
  terminationsThisMonth: number;
  terminationsToday: number;
  terminationsThisWeek: number;
  businessTerminations: number;
  residentialTerminations: number;
  /** Completed terminations as a rounded percent of all of them (docs/overview-figures.md). */
  completionRate: number;
}

/** What the accounts register said at submission, and where the account stands now. */
export interface TerminationRegisterCheck {
  checked: boolean;
  accountFound: boolean | null;
  idMatches: boolean | null;
  premiseMatches: boolean | null;
  depositHeldCents: number | null;
  noticeDays: number | null;
  lateNotice: boolean | null;
  penaltyMayApply: boolean | null;
  refundDueDate: string | null;
  /** From the register: the holder's name and premise, and when the account was closed. */
  holderName: string | null;
  premise: string | null;
  accountClosedOn: string | null;
}

export interface TerminationAddress {
  complexName: string | null;
  unitNumber: string | null;
  streetNumber: string | null;
  streetName: string | null;
  suburb: string | null;
  /** A province slug (gauteng); the screen shows its name. */
  province: string | null;
}

export interface AdminTerminationDetail extends CaseWork {
  id: string;
  reference: string;
  accountNo: string | null;
  formType: number;
  isBusiness: boolean;
  status: TerminationStatus;
  createdAt: string;
  submittedAt: string | null;
  updatedAt: string;
  disconnectionDate: string | null;
  approvedAt: string | null;
  approvedBy: string | null;
  completedAt: string | null;
  lastClientMessage: string | null;
  infoRequested: string | null;
  language: string;
  person: AdminPerson;
  referencePerson: { name: string | null; relation: string | null; phone: string | null; address: string | null };
  business: {
    name: string | null;
    registrationNumber: string | null;
    vatNumber: string | null;
    type: string | null;
  } | null;
  banking: {
    bankName: string | null;
    branch: string | null;
    accountNumber: string | null;
    accountType: string | null;
    accountHolder: string | null;
    branchCode: string | null;
  };
  property: TerminationAddress & {
    isOwner: boolean | null;
    owner: { name: string | null; phone: string | null; email: string | null };
  };
  /** Where the final account goes: maybe a house (no complex or unit); `city` is null on requests from before it was asked. */
  newAddress: TerminationAddress & { city: string | null };
  finalReading: { reading: string | null; photoTakenAt: string | null; recordedAt: string | null };
  register: TerminationRegisterCheck;
  consent: { at: string | null; termsVersion: string | null };
  signature: { type: 'typed' | 'drawn' | null; text: string | null; fileName: string | null; signedAt: string | null };
  /** ID, bank letter, manual termination document and meter photo (with its capture time). */
  documents: Array<AdminDocument & { capturedAt?: string | null }>;
  timeline: TimelineEntry[];
  /** Whether the requester is the register's holder, and the holder's answer (issue 39). */
  holder: HolderCheck;
  /** What stands in the way of each guarded action staff may take now (the approval, the completion). */
  guards: CaseGuards;
}

export const terminationRejectSchema = z.object({
  reason: z.enum(TERMINATION_REJECTION_REASONS, { error: 'validation.reasonRequired' }),
  message: text().trim().max(1000, 'validation.tooLong').optional(),
});

/** A listed option (its key) or staff's own words. */
export const terminationRequestInfoSchema = z.object({
  message: text('validation.infoRequired').trim().min(1, 'validation.infoRequired').max(1000, 'validation.tooLong'),
});

/** From needs info, staff tick that the customer's information was updated. */
export const terminationApproveSchema = z.object({
  informationUpdated: z.boolean().optional(),
  overrideReason: overrideReason.optional(),
});

/** Staff tick that the whole termination was carried out (meter read, disconnected, refund scheduled). */
export const terminationCompleteSchema = z.object({
  confirmed: z.literal(true, { error: 'validation.completionConfirmationRequired' }),
  /** The final reading staff took, when the customer gave none or it differs. */
  finalMeterReading: text()
    .trim()
    .refine((v) => v === '' || METER_READING_PATTERN.test(v), 'validation.meterReadingFormat')
    .optional()
    .transform((v) => (v ? v.replace(',', '.') : undefined)),
  /**
   * Completing before the disconnection date the customer asked for: the date the services were in fact
   * disconnected (today or earlier) and why. The account closes on that date.
   */
  earlyDisconnection: z
    .object({
      date: isoDate('validation.earlyDisconnectionDateRequired').refine(
        (v) => v <= saDateOf(new Date()),
        'validation.earlyDisconnectionDateFuture',
      ),
      reason: text('validation.earlyDisconnectionReasonRequired')
        .trim()
        .min(1, 'validation.earlyDisconnectionReasonRequired')
        .max(1000, 'validation.tooLong'),
    })
    .optional(),
  /** An administrator completes before the holder confirmed: why (the refund stays held until the holder does). */
  overrideReason: overrideReason.optional(),
});

/** The 'Termination Completed' toast's facts. */
export interface TerminationCompletedResponse {
  success: true;
  accountNo: string | null;
  complexName: string | null;
  unitNumber: string | null;
  completedAt: string;
  disconnectionDate: string | null;
  /** The day the account closes: the disconnection date, an earlier one staff recorded, or today. */
  closedOn: string;
  refundDueDate: string | null;
}
