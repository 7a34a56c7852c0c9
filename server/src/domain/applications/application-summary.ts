import { buildApplicationSummaryPdf } from '../../adapters/pdf/application-summary.js';
import type { ApplicationSummaryData } from '../../adapters/pdf/application-summary-data.js';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { Database } from '../../db/client.js';
import type { ApplicationRow } from '../../db/repositories/application-repository.js';
import { latestConsent } from '../../db/repositories/case-repository.js';
import { listDocuments } from '../../db/repositories/document-repository.js';
import { findPremiseWithComplex } from '../../db/repositories/premises-repository.js';
import { asLanguage, translate } from '../../i18n/translate.js';

async function summaryData(
  deps: { db: Database; storage: FileStorage },
  a: ApplicationRow,
): Promise<ApplicationSummaryData> {
  const documents = await listDocuments(deps.db, a.id);
  const signatureFile = documents.find((d) => d.type === 'signature');
  const premise = a.premiseId ? await findPremiseWithComplex(deps.db, a.premiseId) : undefined;
  const consent = await latestConsent(deps.db, a.id);
  let signature: ApplicationSummaryData['signature'] = null;
  if (a.signedAt && a.signatureType === 'typed' && a.signatureText) {
    signature = { type: 'typed', name: a.signatureText, signedAt: a.signedAt };
  } else if (a.signedAt && a.signatureType === 'drawn' && signatureFile) {
    signature = { type: 'drawn', jpeg: await deps.storage.read(signatureFile.storedName), signedAt: a.signedAt };
  }
  return {
    reference: a.reference,
    status: a.status,
    language: asLanguage(a.language),
    applicant: {
      title: a.title,
      initials: a.initials,
      firstName: a.firstName,
      surname: a.surname,
      idNumber: a.idNumber,
      cellPhone: a.cellPhone,
      cellConfirmedAt: a.cellConfirmedAt,
      email: a.email,
    },
    reference_person: { name: a.refName, relation: a.refRelation, cellPhone: a.refCellNo, address: a.refAddress },
    property: {
      complexName: a.complexName,
      unitNumber: a.unitNumber,
      streetAddress: a.streetAddress,
      suburb: a.suburb,
      province: a.province,
      premise: premise?.premise.premise ?? null,
      isOwner: a.isOwner,
      occupationDate: a.occupationDate,
      leaseDate: a.leaseDate,
      postalAddress: a.postalAddress,
      postalCode: a.postalCode,
    },
    documents: documents
      .filter((d) => d.type !== 'signature')
      .map((d) => ({
        label: translate(asLanguage(a.language), `documents.${d.type}`),
        originalName: d.originalName,
        sizeBytes: d.sizeBytes,
        uploadedAt: d.uploadedAt,
      })),
    consent: { givenAt: consent?.givenAt ?? null, termsVersion: consent?.termsVersion ?? null },
    signature,
    createdAt: a.createdAt,
    submittedAt: a.submittedAt,
  };
}

export async function generateApplicationPdf(
  deps: { db: Database; storage: FileStorage },
  application: ApplicationRow,
) {
  return buildApplicationSummaryPdf(await summaryData(deps, application));
}
