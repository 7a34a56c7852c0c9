import type { Language } from '@protea/shared/constants';
import { terminationKindOf } from '@protea/shared/kinds/termination-kinds';
import { maskPhoneNumber } from '@protea/shared/phone-number';
import {
  REQUIRED_TERMINATION_DOCUMENTS,
  TERMINATION_DOCUMENT_TYPES,
  type TerminationDepositDeclaration,
  type TerminationDocumentRecord,
  type TerminationDocumentType,
  type TerminationDraft,
  type TerminationPersonalDetails,
  type TerminationPropertyInfo,
  type TerminationStep,
  type TerminationWizardKind,
} from '@protea/shared/schemas/termination';
import type { DocumentRow } from '../../db/repositories/document-repository.js';
import type { TerminationChanges, TerminationRow } from '../../db/repositories/termination-repository.js';
import { decisionToText } from '../cases/decision-text.js';
import { missingTypes } from '../documents/missing-documents.js';

export const kindOfWizard = (kind: TerminationWizardKind) => terminationKindOf(kind).caseKind;
export const wizardKindOf = (row: Pick<TerminationRow, 'kind'>): TerminationWizardKind =>
  row.kind === 'business_termination' ? 'business' : 'residential';
export const formTypeOf = (kind: TerminationWizardKind) => terminationKindOf(kind).formType;

/** Step one's fields as columns: the person (and the business) on the termination, contact on the case. */
export function personalColumns(p: Partial<TerminationPersonalDetails>): TerminationChanges {
  return {
    title: p.title,
    initials: p.initials,
    firstName: p.firstName,
    surname: p.surname,
    accountNumber: p.proteaAccountNumber,
    idNumber: p.idNumber,
    cellPhone: p.cellPhone,
    email: p.email,
    refName: p.refName,
    refRelation: p.refRelation ?? null,
    refAddress: p.refAddress ?? null,
    refCellNo: p.refCellNo,
    businessName: p.businessName ?? null,
    registrationNumber: p.registrationNumber ?? null,
    vatNumber: p.vatNumber ?? null,
    businessType: p.businessType ?? null,
  };
}

/** Step two's fields as columns; an owner's detail left out is none, whatever a draft once said. */
export function propertyColumns(p: TerminationPropertyInfo): TerminationChanges {
  return {
    isOwner: p.isOwner,
    complexName: p.complexName,
    unitNumber: p.unitNumber,
    streetName: p.streetName,
    streetNumber: p.streetNumber,
    suburb: p.suburb,
    province: p.province,
    disconnectionDate: p.disconnectionDate,
    ownerName: p.ownerName ?? null,
    ownerCellPhone: p.ownerCellPhone ?? null,
    ownerEmail: p.ownerEmail ?? null,
  };
}

/** An optional part of the new address: given empty, there is none; not given, it stays as it was. */
const noneIfEmpty = (value: string | undefined) => (value === '' ? null : value);

/**
 * The refund account and the new address; a field not given stays as it was, unless the section is `whole` (the
 * submission), where an optional part left out is none: a house has no complex, whatever a draft once said.
 */
export function depositColumns(d: Partial<TerminationDepositDeclaration>, { whole = false } = {}): TerminationChanges {
  const optionalPart = (value: string | undefined) => noneIfEmpty(value) ?? (whole ? null : undefined);
  return {
    bankName: d.bank,
    bankBranch: d.branch,
    bankAccountNumber: d.accountNumber,
    bankBranchCode: d.branchCode,
    bankAccountType: d.accountType,
    bankAccountName: d.bankAccountName,
    newComplexName: optionalPart(d.newComplexName),
    newUnitNumber: optionalPart(d.newUnitNumber),
    newStreetName: d.newStreetName,
    newStreetNumber: d.newStreetNumber,
    newSuburb: d.newSuburb,
    newCity: d.newCity,
    newProvince: d.newProvince,
    finalMeterReading: d.finalMeterReading,
  };
}

type NonNullFields<T> = { [K in keyof T]?: Exclude<T[K], null> };

/** The fields that hold a value: what the wizard prefills. */
const drop = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as NonNullFields<T>;

function personalOf(t: TerminationRow): Partial<TerminationPersonalDetails> | null {
  if (!t.firstName && !t.accountNumber) return null;
  return drop({
    title: t.title as TerminationPersonalDetails['title'] | null,
    initials: t.initials,
    firstName: t.firstName,
    surname: t.surname,
    proteaAccountNumber: t.accountNumber,
    idNumber: t.idNumber,
    cellPhone: t.cellPhone,
    email: t.email,
    refName: t.refName,
    refRelation: t.refRelation,
    refAddress: t.refAddress,
    refCellNo: t.refCellNo,
    businessName: t.businessName,
    registrationNumber: t.registrationNumber,
    vatNumber: t.vatNumber,
    businessType: t.businessType as TerminationPersonalDetails['businessType'] | null,
  });
}

function propertyOf(t: TerminationRow): TerminationPropertyInfo | null {
  if (t.isOwner === null || !t.disconnectionDate) return null;
  return {
    isOwner: t.isOwner,
    complexName: t.complexName ?? '',
    unitNumber: t.unitNumber ?? '',
    streetName: t.streetName ?? '',
    streetNumber: t.streetNumber ?? '',
    suburb: t.suburb ?? '',
    province: t.province ?? '',
    disconnectionDate: t.disconnectionDate,
    ownerName: t.ownerName ?? undefined,
    ownerCellPhone: t.ownerCellPhone ?? undefined,
    ownerEmail: t.ownerEmail ?? undefined,
  };
}

function depositOf(t: TerminationRow): Partial<TerminationDepositDeclaration> | null {
  const deposit = drop({
    bank: t.bankName,
    branch: t.bankBranch,
    accountNumber: t.bankAccountNumber,
    branchCode: t.bankBranchCode,
    accountType: t.bankAccountType as TerminationDepositDeclaration['accountType'] | null,
    bankAccountName: t.bankAccountName,
    newComplexName: t.newComplexName,
    newUnitNumber: t.newUnitNumber,
    newStreetName: t.newStreetName,
    newStreetNumber: t.newStreetNumber,
    newSuburb: t.newSuburb,
    // Null on a draft saved before the city was asked: the wizard asks it then.
    newCity: t.newCity,
    newProvince: t.newProvince,
    finalMeterReading: t.finalMeterReading,
  });
  return Object.keys(deposit).length > 0 ? deposit : null;
}

export const isTerminationDocumentType = (type: string): type is TerminationDocumentType =>
  (TERMINATION_DOCUMENT_TYPES as readonly string[]).includes(type);

/** The spec's file record: size in KB with one decimal. */
export function toFileRecord(document: DocumentRow, meterPhotoTakenAt: Date | null): TerminationDocumentRecord {
  return {
    type: document.type as TerminationDocumentType,
    fileName: document.storedName,
    originalName: document.originalName,
    size: (document.sizeBytes / 1024).toFixed(1),
    uploadDate: document.uploadedAt.toISOString(),
    ...(document.type === 'meter' ? { capturedAt: meterPhotoTakenAt?.toISOString() ?? null } : {}),
  };
}

/** Where the wizard picks up: the first step not yet done, or the confirmation once submitted. */
export function stepOf(t: TerminationRow, documents: Pick<DocumentRow, 'type'>[]): TerminationStep {
  if (t.status !== 'incomplete' && t.status !== 'needsinfo') return 'confirmation';
  if (!personalOf(t) || !t.cellConfirmedAt) return 'personal-details';
  if (!propertyOf(t)) return 'property-info';
  if (missingTypes(documents, REQUIRED_TERMINATION_DOCUMENTS).length > 0) return 'document-upload';
  return 'deposit-declaration';
}

export function toTerminationDraft(t: TerminationRow, documents: DocumentRow[], language: Language): TerminationDraft {
  return {
    terminationId: t.reference,
    kind: wizardKindOf(t),
    status: t.status,
    step: stepOf(t, documents),
    accountNo: t.accountNumber,
    personalDetails: personalOf(t),
    propertyInfo: propertyOf(t),
    depositDeclaration: depositOf(t),
    documents: documents
      .filter((d) => isTerminationDocumentType(d.type))
      .map((d) => toFileRecord(d, t.meterPhotoTakenAt)),
    cellVerified: t.cellConfirmedAt !== null,
    maskedPhone: t.cellPhone ? maskPhoneNumber(t.cellPhone) : null,
    infoRequest: t.status === 'needsinfo' ? decisionToText(t.infoRequest, language) : null,
    submittedAt: t.submittedAt?.toISOString() ?? null,
  };
}
