import type { PdfConsent, PdfSignature } from '../../adapters/pdf/case-pdf-sections.js';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { Database } from '../../db/client.js';
import { type CaseRow, latestConsent } from '../../db/repositories/case-repository.js';
import { type DocumentRow, listDocuments } from '../../db/repositories/document-repository.js';

/** What every request's PDF prints besides its own fields: the documents, the consent and the signature. */
export async function casePdfParts(
  deps: { db: Database; storage: FileStorage },
  target: Pick<CaseRow, 'id' | 'signedAt' | 'signatureType' | 'signatureText'>,
): Promise<{ documents: DocumentRow[]; consent: PdfConsent; signature: PdfSignature }> {
  const [documents, consent] = await Promise.all([
    listDocuments(deps.db, target.id),
    latestConsent(deps.db, target.id),
  ]);
  const signatureFile = documents.find((d) => d.type === 'signature');
  let signature: PdfSignature = null;
  if (target.signedAt && target.signatureType === 'typed' && target.signatureText) {
    signature = { type: 'typed', name: target.signatureText, signedAt: target.signedAt };
  } else if (target.signedAt && target.signatureType === 'drawn' && signatureFile) {
    signature = { type: 'drawn', jpeg: await deps.storage.read(signatureFile.storedName), signedAt: target.signedAt };
  }
  return {
    documents: documents.filter((d) => d.type !== 'signature'),
    consent: { givenAt: consent?.givenAt ?? null, termsVersion: consent?.termsVersion ?? null },
    signature,
  };
}
