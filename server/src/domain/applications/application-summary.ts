import type { BusinessDetails } from '@protea/shared/schemas/business-application';
import { buildApplicationSummaryPdf } from '../../adapters/pdf/application-summary.js';
import type { ApplicationSummaryData } from '../../adapters/pdf/application-summary-data.js';
import { documentLabel } from '../../adapters/pdf/case-pdf-sections.js';
import type { PdfVerification } from '../../adapters/pdf/verification-header.js';
import { findAccountNumberOpenedBy } from '../../db/repositories/account-repository.js';
import type { ApplicationRow } from '../../db/repositories/application-repository.js';
import { findPremiseWithComplex } from '../../db/repositories/premises-repository.js';
import { translate } from '../../i18n/translate.js';
import { casePdfParts, type PdfSources } from '../cases/case-pdf-parts.js';

/** The application's PDF, the copy with this verification code. */
export async function generateApplicationPdf(deps: PdfSources, a: ApplicationRow, verification: PdfVerification) {
  const [{ documents, ...signed }, premise, accountNumber] = await Promise.all([
    casePdfParts(deps, a, verification),
    a.premiseId ? findPremiseWithComplex(deps.db, a.premiseId) : undefined,
    findAccountNumberOpenedBy(deps.db, a.id),
  ]);
  const summary: ApplicationSummaryData = {
    ...signed,
    reference: a.reference,
    status: a.status,
    accountNumber,
    applicant: {
      // In the words the form showed ("Mnu." in isiZulu); a title from before the list, as stored.
      title: a.title && translate(signed.language, `wizard.client.titles.${a.title}`, { defaultValue: a.title }),
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
    documents: documents.map((d) => ({
      label: documentLabel(signed.language, d.type),
      originalName: d.originalName,
      sizeBytes: d.sizeBytes,
      uploadedAt: d.uploadedAt,
    })),
    business: a.isBusiness
      ? {
          name: (a.business as BusinessDetails | null)?.businessName ?? null,
          registrationNumber: (a.business as BusinessDetails | null)?.registrationNumber ?? null,
          vatNumber: (a.business as BusinessDetails | null)?.vatNumber ?? null,
          type: (a.business as BusinessDetails | null)?.businessType ?? null,
          tradingName: (a.business as BusinessDetails | null)?.tradingName ?? null,
          directors: (a.business as BusinessDetails | null)?.directors ?? [],
        }
      : null,
  };
  return buildApplicationSummaryPdf(summary);
}
