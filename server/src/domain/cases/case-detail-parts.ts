import type { AdminDocument, AdminPerson } from '@protea/shared/schemas/case-detail';
import type { Database } from '../../db/client.js';
import { type CaseRow, latestConsent } from '../../db/repositories/case-repository.js';
import { type DocumentRow, listDocuments } from '../../db/repositories/document-repository.js';
import { loadTimeline } from './case-timeline.js';
import { caseWorkOf } from './case-work.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * What every review dialog shows of a request besides its own fields: its documents (the signature
 * apart), consent, signature and timeline, who holds it and when it is due. `extra` adds a kind's facts to a
 * document (a photo's time).
 */
export async function caseDetailParts(
  db: Database,
  target: Pick<CaseRow, 'id' | 'signatureType' | 'signatureText' | 'signedAt' | 'assigneeId' | 'dueAt'>,
  extra: (document: DocumentRow) => Record<string, unknown> = () => ({}),
) {
  const [documents, timeline, consent, workOf] = await Promise.all([
    listDocuments(db, target.id),
    loadTimeline(db, target.id),
    latestConsent(db, target.id),
    caseWorkOf(db, [target]),
  ]);
  const signatureFile = documents.find((d) => d.type === 'signature');
  return {
    ...workOf(target),
    timeline,
    consent: { at: iso(consent?.givenAt ?? null), termsVersion: consent?.termsVersion ?? null },
    signature: {
      type: target.signatureType,
      text: target.signatureText,
      fileName: signatureFile?.storedName ?? null,
      signedAt: iso(target.signedAt),
    },
    documents: documents
      .filter((d) => d.type !== 'signature')
      .map(
        (d): AdminDocument => ({
          type: d.type,
          fileName: d.storedName,
          originalName: d.originalName,
          contentType: d.contentType,
          size: d.sizeBytes,
          uploadedAt: d.uploadedAt.toISOString(),
          isApproved: d.isApproved,
          ...extra(d),
        }),
      ),
  };
}

/** The customer as every review dialog shows them; every kind's detail table has these columns. */
export const adminPersonOf = (
  row: Pick<CaseRow, 'email' | 'cellPhone' | 'cellConfirmedAt'> &
    Record<'title' | 'initials' | 'firstName' | 'surname' | 'idNumber', string | null>,
): AdminPerson => ({
  title: row.title,
  initials: row.initials,
  firstName: row.firstName,
  surname: row.surname,
  fullName: [row.firstName, row.surname].filter(Boolean).join(' '),
  idNumber: row.idNumber,
  email: row.email,
  phone: row.cellPhone,
  verified: row.cellConfirmedAt !== null,
});
