import { z } from 'zod';
import { type ApplicationStatus, MAX_DB_INTEGER } from '../constants.js';

export interface AdminDocument {
  type: string;
  fileName: string;
  originalName: string;
  contentType: string;
  size: number;
  uploadedAt: string;
  /** null until an admin decides; false shows "Not Approved". */
  isApproved: boolean | null;
}

export interface TimelineEntry {
  at: string;
  actor: string;
  kind: 'status' | 'note' | 'message';
  statusFrom: string | null;
  statusTo: string | null;
  text: string | null;
}

export interface AdminApplicationDetail {
  id: string;
  appReference: string;
  formType: number;
  status: ApplicationStatus;
  isBusiness: boolean;
  createdAt: string;
  submittedAt: string | null;
  updatedAt: string;
  title: string | null;
  initials: string | null;
  firstName: string | null;
  surname: string | null;
  fullName: string;
  idNumber: string | null;
  email: string | null;
  phone: string | null;
  verified: boolean;
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
  lastClientMessage: string | null;
  infoRequested: string | null;
  consent: { at: string | null; termsVersion: string | null };
  signature: { type: 'typed' | 'drawn' | null; text: string | null; fileName: string | null; signedAt: string | null };
  documents: AdminDocument[];
  timeline: TimelineEntry[];
}

export const noteSchema = z.object({
  note: z
    .string({ error: 'validation.noteRequired' })
    .trim()
    .min(1, 'validation.noteRequired')
    .max(2000, 'validation.tooLong'),
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
});

export const rejectSchema = z.object({
  reason: z
    .string({ error: 'validation.reasonRequired' })
    .trim()
    .min(1, 'validation.reasonRequired')
    .max(100, 'validation.tooLong'),
  message: z.string().trim().max(1000, 'validation.tooLong').optional(),
});

export const requestInfoSchema = z.object({
  message: z
    .string({ error: 'validation.infoRequired' })
    .trim()
    .min(1, 'validation.infoRequired')
    .max(1000, 'validation.tooLong'),
});

export const confirmComplexSchema = z.object({
  complexId: z.coerce.number({ error: 'validation.invalid' }).int().positive().max(MAX_DB_INTEGER),
  complexName: z.string().trim().max(120).optional(),
});

export const confirmUnitSchema = z.object({
  premise: z.string({ error: 'validation.invalid' }).trim().min(1, 'validation.invalid').max(40),
  address: z.string().trim().max(300).optional(),
});

export const messageApplicantSchema = z.object({
  channel: z.enum(['sms', 'email'], { error: 'validation.invalid' }),
  message: z
    .string({ error: 'validation.messageRequired' })
    .trim()
    .min(1, 'validation.messageRequired')
    .max(600, 'validation.tooLong'),
});
