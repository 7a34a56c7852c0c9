import { PROVINCES } from '@protea/shared/constants';
import { documentLabel, joinNonEmpty } from '../../adapters/pdf/case-pdf-sections.js';
import { formatSaTime } from '../../adapters/pdf/format-sa-time.js';
import { buildTerminationPdf, type TerminationPdfData } from '../../adapters/pdf/termination-document.js';
import type { PdfVerification } from '../../adapters/pdf/verification-header.js';
import { findAccountById } from '../../db/repositories/account-repository.js';
import type { TerminationRow } from '../../db/repositories/termination-repository.js';
import { translate } from '../../i18n/translate.js';
import { casePdfParts, type PdfSources } from '../cases/case-pdf-parts.js';

const provinceName = (slug: string | null) => PROVINCES.find((p) => p.slug === slug)?.name ?? slug;

/** The termination's PDF, the copy with this verification code. */
export async function generateTerminationPdf(deps: PdfSources, t: TerminationRow, verification: PdfVerification) {
  const [{ documents, ...signed }, account] = await Promise.all([
    casePdfParts(deps, t, verification),
    t.registerAccountId ? findAccountById(deps.db, t.registerAccountId) : undefined,
  ]);
  const isBusiness = t.kind === 'business_termination';
  const address = (parts: Array<string | null>) => joinNonEmpty(parts, ', ') || null;
  const { language } = signed;
  const data: TerminationPdfData = {
    ...signed,
    reference: t.reference,
    accountNo: t.accountNumber,
    isBusiness,
    status: t.status,
    person: {
      title: t.title && translate(language, `termination.personal.titles.${t.title}`),
      initials: t.initials,
      firstName: t.firstName,
      surname: t.surname,
      idNumber: t.idNumber,
      cellPhone: t.cellPhone,
      cellConfirmedAt: t.cellConfirmedAt,
      email: t.email,
    },
    business: isBusiness
      ? { name: t.businessName, registrationNumber: t.registrationNumber, vatNumber: t.vatNumber, type: t.businessType }
      : null,
    referencePerson: { name: t.refName, relation: t.refRelation, cellPhone: t.refCellNo, address: t.refAddress },
    property: {
      isOwner: t.isOwner,
      complexName: t.complexName,
      unitNumber: t.unitNumber,
      streetNumber: t.streetNumber,
      streetName: t.streetName,
      suburb: t.suburb,
      province: provinceName(t.province),
      disconnectionDate: t.disconnectionDate,
      accountClosedOn: account?.account.closedByCaseId === t.id ? account.account.closedOn : null,
      ownerName: t.ownerName,
      ownerCellPhone: t.ownerCellPhone,
      ownerEmail: t.ownerEmail,
    },
    refund: {
      bank: t.bankName,
      branch: t.bankBranch,
      accountNumber: t.bankAccountNumber,
      accountType: t.bankAccountType,
      accountName: t.bankAccountName,
      branchCode: t.bankBranchCode,
      dueDate: t.refundDueDate,
    },
    newAddress: address([
      t.newUnitNumber && translate(language, 'pdf.termination.unit', { unit: t.newUnitNumber }),
      t.newComplexName,
      joinNonEmpty([t.newStreetNumber, t.newStreetName]),
      t.newSuburb,
      t.newCity,
      provinceName(t.newProvince),
    ]),
    finalReading: t.finalMeterReading,
    documents: documents.map((d) => ({
      label: documentLabel(language, d.type),
      originalName: d.originalName,
      sizeBytes: d.sizeBytes,
      uploadedAt: d.uploadedAt,
      note:
        d.type === 'meter' && t.meterPhotoTakenAt
          ? translate(language, 'pdf.termination.photoTakenAt', { at: formatSaTime(t.meterPhotoTakenAt) })
          : undefined,
    })),
    declarationAcceptedAt: t.declarationAcceptedAt,
  };
  return buildTerminationPdf(data);
}
