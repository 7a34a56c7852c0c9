import { z } from 'zod';
import { MAX_DB_INTEGER } from '../constants.js';
import type { ApplicationStatus } from '../workflow/application-workflow.js';
import type { CaseGuards } from '../workflow/guards.js';
import type { AdminDocument, AdminPerson, TimelineEntry } from './case-detail.js';
import type { CaseWork } from './case-list.js';
import { overrideReason } from './guard-override.js';
import { text } from './text.js';

/** The application's person stands at its top level, as the spec's detail has it. */
export interface AdminApplicationDetail extends AdminPerson, CaseWork {
  id: string;
  appReference: string;
  formType: number;
  status: ApplicationStatus;
  isBusiness: boolean;
  createdAt: string;
  submittedAt: string | null;
  updatedAt: string;
  language: string;
  reference: { name: string | null; relation: string | null; phone: string | null; address: string | null };
  property: {
    complexName: string | null;
    complexId: number | null;
    unitNumber: string | null;
    premise: string | null;
    premiseId: number | null;
    streetName: string | null;
    suburb: string | null;
    province: string | null;
    isOwner: boolean | null;
    moveInDate: string | null;
    leaseDate: string | null;
  };
  postalAddress: { line1: string | null; postalCode: string | null };
  business: Record<string, unknown> | null;
  deposit: { amountCents: number | null; approvedAt: string | null; isNeeded: boolean | null };
  approvedBy: string | null;
  decidedAt: string | null;
  /** The account opened in the register when the application was completed; null before. */
  accountNumber: string | null;
  lastClientMessage: string | null;
  infoRequested: string | null;
  consent: { at: string | null; termsVersion: string | null };
  signature: { type: 'typed' | 'drawn' | null; text: string | null; fileName: string | null; signedAt: string | null };
  documents: AdminDocument[];
  /** Each document's review by type (a business's CIPC, VAT and directors' IDs are approved one by one): null until decided. */
  documentsApproved: Record<string, boolean | null>;
  timeline: TimelineEntry[];
  /** What stands in the way of each guarded action staff may take now (the approval). */
  guards: CaseGuards;
}

export const noteSchema = z.object({
  note: text('validation.noteRequired').trim().min(1, 'validation.noteRequired').max(2000, 'validation.tooLong'),
});

export const depositAmountSchema = z.object({
  /** Rands with up to two decimals, as the admin types them. */
  amount: z.coerce
    .number({ error: 'validation.amountInvalid' })
    .min(0, 'validation.amountInvalid')
    .max(1_000_000, 'validation.amountInvalid'),
});

export const approveSchema = z.object({
  depositAmount: z.coerce.number().min(0).max(1_000_000).optional(),
  depositNeeded: z.boolean().optional(),
  overrideReason: overrideReason.optional(),
});

export const rejectSchema = z.object({
  reason: text('validation.reasonRequired').trim().min(1, 'validation.reasonRequired').max(100, 'validation.tooLong'),
  message: text().trim().max(1000, 'validation.tooLong').optional(),
});

export const requestInfoSchema = z.object({
  message: text('validation.infoRequired').trim().min(1, 'validation.infoRequired').max(1000, 'validation.tooLong'),
});

export const confirmComplexSchema = z.object({
  complexId: z.coerce.number({ error: 'validation.invalid' }).int().positive().max(MAX_DB_INTEGER),
  complexName: text().trim().max(120).optional(),
});

export const confirmUnitSchema = z.object({
  premise: text('validation.invalid').trim().min(1, 'validation.invalid').max(40),
  address: text().trim().max(300).optional(),
});

export const messageApplicantSchema = z.object({
  channel: z.enum(['sms', 'email'], { error: 'validation.invalid' }),
  message: text('validation.messageRequired')
    .trim()
    .min(1, 'validation.messageRequired')
    .max(600, 'validation.tooLong'),
});
