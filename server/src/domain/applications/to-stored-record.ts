import type { Language, ResidentialDocumentType } from '@protea/shared/constants';
import type { StoredApplicationRecord } from '@protea/shared/schemas/application-record';
import { type BusinessDetails, isBusinessDocumentType } from '@protea/shared/schemas/business-application';
import type { ApplicationRow } from '../../db/repositories/application-repository.js';
import type { DocumentRow } from '../../db/repositories/document-repository.js';
import { decisionToText } from '../cases/decision-text.js';

const businessRecordOf = (business: BusinessDetails | null) => ({
  businessName: business?.businessName ?? null,
  registrationNumber: business?.registrationNumber ?? null,
  vatNumber: business?.vatNumber ?? null,
  businessType: business?.businessType ?? null,
  tradingName: business?.tradingName ?? null,
  directors: business?.directors ?? [],
});

/** The stored record as the wizard reads it (spec 1 section 3), with the spec's field names. */
export function toStoredRecord(
  application: ApplicationRow,
  documents: DocumentRow[],
  language: Language,
): StoredApplicationRecord {
  const byType = (type: ResidentialDocumentType) => documents.find((d) => d.type === type);
  const idDoc = byType('id');
  const deedLease = byType('deedlease');
  return {
    applicationNumber: application.reference,
    status: application.status as StoredApplicationRecord['status'],
    Title: application.title,
    Initials: application.initials,
    FirstName: application.firstName,
    Surname: application.surname,
    IDnr: application.idNumber,
    Cellnr: application.cellPhone,
    EmailAddress: application.email,
    RefName: application.refName,
    RefRelation: application.refRelation,
    RefAddress: application.refAddress,
    RefCellNo: application.refCellNo,
    ComplexName: application.complexName,
    StreetName: application.streetAddress,
    UnitNr: application.unitNumber,
    Suburb: application.suburb,
    Province: application.province,
    OccDate: application.occupationDate,
    LeaseDate: application.leaseDate,
    Owner: application.isOwner,
    Postal1: application.postalAddress,
    Postal4: application.postalCode,
    CellConfirmed: application.cellConfirmedAt !== null,
    IDDocUploaded: idDoc !== undefined,
    IDDocName: idDoc?.storedName ?? null,
    DeedLeaseDocUploaded: deedLease !== undefined,
    DeedLeaseDocName: deedLease?.storedName ?? null,
    StepNo: application.stepNo,
    AppDate: application.submittedAt?.toISOString() ?? null,
    business: application.isBusiness ? businessRecordOf(application.business as BusinessDetails | null) : null,
    documents: documents
      .filter((d) =>
        application.isBusiness ? isBusinessDocumentType(d.type) : d.type === 'id' || d.type === 'deedlease',
      )
      .map((d) => ({
        type: d.type as StoredApplicationRecord['documents'][number]['type'],
        fileName: d.storedName,
        originalName: d.originalName,
        size: d.sizeBytes,
        uploadedAt: d.uploadedAt.toISOString(),
      })),
    infoRequested: application.status === 'needsinfo' ? decisionToText(application.infoRequest, language) : null,
  };
}
