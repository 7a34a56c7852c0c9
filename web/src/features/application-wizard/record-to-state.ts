import { BUSINESS_TYPES, type BusinessType } from '@protea/shared/business-constants';
import { PROVINCE_NAMES, PROVINCES, TITLES, type Title } from '@protea/shared/constants';
import type { StoredApplicationRecord } from '@protea/shared/schemas/application-record';
import type { BusinessDetails, ClientDetails, PropertyDetails } from './wizard-schemas';
import type { DocumentMap, WizardState } from './wizard-state';
import { stepForRecord } from './wizard-steps';

const text = (value: string | null) => value ?? undefined;
const dateOnly = (value: string | null) => value?.slice(0, 10) || undefined;

const isTitle = (value: string | null): value is Title => (TITLES as readonly (string | null)[]).includes(value);

/** Province display name, also when the record holds a slug. */
export function provinceName(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (PROVINCE_NAMES.includes(value)) return value;
  return PROVINCES.find((p) => p.slug === value || p.name.toLowerCase() === value.toLowerCase())?.name;
}

function clientOf(r: StoredApplicationRecord): Partial<ClientDetails> | null {
  if (!r.FirstName && !r.Surname) return null;
  return {
    title: isTitle(r.Title) ? r.Title : undefined,
    initials: text(r.Initials),
    firstName: text(r.FirstName),
    surname: text(r.Surname),
    idNumber: text(r.IDnr),
    cellPhone: text(r.Cellnr),
    email: text(r.EmailAddress),
    refName: text(r.RefName),
    refRelation: text(r.RefRelation),
    refAddress: text(r.RefAddress),
    refCellNo: text(r.RefCellNo),
  };
}

function propertyOf(r: StoredApplicationRecord): Partial<PropertyDetails> | null {
  if (!r.ComplexName && !r.StreetName && !r.UnitNr) return null;
  return {
    complexName: text(r.ComplexName),
    streetAddress: text(r.StreetName),
    unitNumber: text(r.UnitNr),
    suburb: text(r.Suburb),
    province: provinceName(r.Province),
    occupationDate: dateOnly(r.OccDate),
    leaseDate: dateOnly(r.LeaseDate),
    isOwner: r.Owner ?? undefined,
    postalAddress: text(r.Postal1),
    postalCode: text(r.Postal4),
  };
}

const isBusinessType = (value: string | null): value is BusinessType =>
  (BUSINESS_TYPES as readonly (string | null)[]).includes(value);

function businessOf(r: StoredApplicationRecord): Partial<BusinessDetails> | null {
  if (!r.business) return null;
  const b = r.business;
  return {
    businessName: text(b.businessName),
    registrationNumber: text(b.registrationNumber),
    vatNumber: text(b.vatNumber),
    businessType: isBusinessType(b.businessType) ? b.businessType : undefined,
    tradingName: text(b.tradingName),
    directors: (b.directors ?? []).map((d) => ({ fullName: d.fullName, idNumber: d.idNumber })),
  };
}

function documentsOf(r: StoredApplicationRecord): DocumentMap {
  const documents: DocumentMap = {};
  for (const doc of r.documents ?? []) {
    documents[doc.type] = { fileName: doc.fileName, originalName: doc.originalName, size: doc.size };
  }
  // Older records may carry only the flags and names.
  if (!documents.id && r.IDDocUploaded && r.IDDocName)
    documents.id = { fileName: r.IDDocName, originalName: r.IDDocName, size: 0 };
  if (!documents.deedlease && r.DeedLeaseDocUploaded && r.DeedLeaseDocName)
    documents.deedlease = { fileName: r.DeedLeaseDocName, originalName: r.DeedLeaseDocName, size: 0 };
  return documents;
}

/** The wizard as a verified resume (or Edit Details) leaves it: the form prefilled, the step from StepNo. */
export function stateFromRecord(record: StoredApplicationRecord, previous: WizardState): WizardState {
  const documents = documentsOf(record);
  return {
    ...previous,
    step: stepForRecord(record),
    applicationNumber: record.applicationNumber,
    status: record.status,
    infoRequested: record.status === 'needsinfo' ? record.infoRequested : null,
    business: businessOf(record) ?? previous.business,
    client: clientOf(record) ?? previous.client,
    property: propertyOf(record) ?? previous.property,
    cellConfirmed: record.CellConfirmed,
    documents,
  };
}

/** Updates the data from a record without moving the applicant (after Edit Details). */
export function refreshFromRecord(record: StoredApplicationRecord, previous: WizardState): WizardState {
  return { ...stateFromRecord(record, previous), step: previous.step, infoRequested: previous.infoRequested };
}
