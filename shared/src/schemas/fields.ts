import { z } from 'zod';
import { countDigits, toE164Mobile } from '../phone-number.js';
import { isValidIdOrPassport } from '../sa-id-number.js';
import { text } from './text.js';

// Field rules every customer form shares. Messages are i18n keys (validation.*); the browser and the API translate them.

export const requiredText = (key: string, max = 100) => text(key).trim().min(1, key).max(max, 'validation.tooLong');

export const optionalText = (max: number) => text().trim().max(max, 'validation.tooLong').optional();

/** A mobile number as people type it (at least 10 digits), stored as E.164. */
export const mobile = (minKey: string) =>
  text(minKey)
    .trim()
    .refine((v) => countDigits(v) >= 10, minKey)
    .refine((v) => countDigits(v) < 10 || toE164Mobile(v) !== null, 'validation.mobileInvalid')
    .transform((v) => toE164Mobile(v) ?? v);

/** True for a `YYYY-MM-DD` that exists (Date.parse rolls 2026-02-30 over to March; the database would refuse it). */
export const isRealIsoDate = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

export const isoDate = (key: string) =>
  text(key)
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, key)
    .refine(isRealIsoDate, key);

/** An email address that may be left blank; stored in lower case. */
export const optionalEmail = (key: string) =>
  text()
    .trim()
    .max(254, 'validation.tooLong')
    .refine((v) => v === '' || z.email().safeParse(v).success, key)
    .optional()
    .transform((v) => (v ? v.toLowerCase() : undefined));

/** Initials, first name and surname, as every form about a person asks for them. */
export const personNameFields = {
  initials: text('validation.initialsRequired')
    .trim()
    .min(1, 'validation.initialsRequired')
    .max(10, 'validation.initialsTooLong'),
  firstName: requiredText('validation.firstNameRequired'),
  surname: requiredText('validation.surnameRequired'),
};

/** A drawn signature as the canvas sends it: a JPEG data URL, bounded. */
export const SIGNATURE_MAX_DATA_URL_LENGTH = 600_000;
export const drawnSignatureData = () =>
  text('validation.signatureRequired')
    .regex(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+=*$/, 'validation.signatureRequired')
    .max(SIGNATURE_MAX_DATA_URL_LENGTH, 'validation.signatureTooLarge');

/** A typed signature: the signer's name. */
export const typedSignatureData = () => requiredText('validation.signatureRequired');

/** The six digits of a one-time code. */
export const codeSchema = z.object({
  code: text('validation.codeFormat')
    .trim()
    .regex(/^\d{6}$/, 'validation.codeFormat'),
});

/** An SA ID number (13 digits, checked) or a passport number; `requiredKey` when it is missing or too short. */
export const idOrPassportNumber = (requiredKey = 'validation.idNumberRequired', minLength = 5) =>
  text(requiredKey)
    .trim()
    .min(minLength, requiredKey)
    .max(20, 'validation.idNumberTooLong')
    .refine(isValidIdOrPassport, 'validation.idNumberInvalid');
