import { PROVINCES } from '@protea/shared/constants';
import type { PdfSignature } from '../../adapters/pdf/case-pdf-sections.js';
import { joinNonEmpty } from '../../adapters/pdf/case-pdf-sections.js';
import { formatSaTime } from '../../adapters/pdf/format-sa-time.js';
import { buildTerminationPdf, type TerminationPdfData } from '../../adapters/pdf/termination-document.js';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { Database } from '../../db/client.js';
import { latestConsent } from '../../db/repositories/case-repository.js';
import { listDocuments } from '../../db/repositories/document-repository.js';
import type { TerminationRow } from '../../db/repositories/termination-repository.js';
import { asLanguage, translate } from '../../i18n/translate.js';

const provinceName = (slug: string | null) => PROVINCES.find((p) => p.slug === slug)?.name ?? slug;

async function terminationPdfData(
  deps: { db: Database; storage: FileStorage },
  t: TerminationRow,
): Promise<TerminationPdfData> {
  const language = asLanguage(t.language);
  const documents = await listDocuments(deps.db, t.id);
  const signatureFile = documents.find((d) => d.type === 'signature');
  const consent = await latestConsent(deps.db, t.id);
  let signature: PdfSignature = null;
  if (t.signedAt && t.signatureType === 'typed' && t.signatureText) {
    signature = { type: 'typed', name: t.signatureText, signedAt: t.signedAt };
  } else if (t.signedAt && t.signatureType === 'drawn' && signatureFile) {
    signature = { type: 'drawn', jpeg: await deps.storage.read(signatureFile.storedName), signedAt: t.signedAt };
  }
  const isBusiness = t.kind === 'business_termination';
  const address = (parts: Array<string | null>) => joinNonEmpty(parts, ', ') || null;
  return {
    reference: t.reference,
    accountNo: t.accountNumber,
    isBusiness,
    status: t.status,
    language,
    person: {
      title: t.title && translate(language, `pdf.termination.titles.${t.title}`),
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
      provinceName(t.newProvince),
    ]),
    finalReading: t.finalMeterReading,
    documents: documents
      .filter((d) => d.type !== 'signature')
      .map((d) => ({
        label: translate(language, `documents.${d.type}`),
        originalName: d.originalName,
        sizeBytes: d.sizeBytes,
        uploadedAt: d.uploadedAt,
        note:
          d.type === 'meter' && t.meterPhotoTakenAt
            ? translate(language, 'pdf.termination.photoTakenAt', { at: formatSaTime(t.meterPhotoTakenAt) })
            : undefined,
      })),
    consent: { givenAt: consent?.givenAt ?? null, termsVersion: consent?.termsVersion ?? null },
    declarationAcceptedAt: t.declarationAcceptedAt,
    signature,
    verifiedCell: { number: t.cellConfirmedAt ? t.cellPhone : null, at: t.cellConfirmedAt },
    createdAt: t.createdAt,
    submittedAt: t.submittedAt,
  };
}

export async function generateTerminationPdf(
  deps: { db: Database; storage: FileStorage },
  termination: TerminationRow,
) {
  return buildTerminationPdf(await terminationPdfData(deps, termination));
}
