import { maskPhoneNumber } from '@protea/shared/phone-number';
import { documentLabel, type PdfSignature } from '../../adapters/pdf/case-pdf-sections.js';
import type { PdfEvidenceFile, PdfSignedRequest } from '../../adapters/pdf/evidence-sections.js';
import type { PdfVerification } from '../../adapters/pdf/verification-header.js';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { Database } from '../../db/client.js';
import { type CaseRow, latestConsent } from '../../db/repositories/case-repository.js';
import { type DocumentRow, listDocuments, saveMissingSha256 } from '../../db/repositories/document-repository.js';
import { asLanguage, translate } from '../../i18n/translate.js';
import { sha256Hex } from '../documents/sha256-hex.js';

/** Where a request's PDF is read from: the database and the stored files. */
export interface PdfSources {
  db: Database;
  storage: FileStorage;
}

type PdfCase = Pick<
  CaseRow,
  | 'id'
  | 'language'
  | 'signedAt'
  | 'signatureType'
  | 'signatureText'
  | 'signedIp'
  | 'cellPhone'
  | 'cellConfirmedAt'
  | 'createdAt'
  | 'submittedAt'
>;

/**
 * What every request's PDF prints besides its own fields: the documents, the consent, the signature, the evidence
 * of signing (the verified number masked, the signing address, every file with its SHA-256), and this copy's code.
 */
export async function casePdfParts(
  deps: PdfSources,
  target: PdfCase,
  verification: PdfVerification,
): Promise<PdfSignedRequest & { documents: DocumentRow[] }> {
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
  const isVerified = target.cellConfirmedAt !== null && target.cellPhone !== null;
  return {
    language: asLanguage(target.language),
    documents: documents.filter((d) => d.type !== 'signature'),
    consent: { givenAt: consent?.givenAt ?? null, termsVersion: consent?.termsVersion ?? null },
    signature,
    evidence: {
      verifiedCell: {
        maskedNumber: isVerified ? maskPhoneNumber(target.cellPhone!) : null,
        at: isVerified ? target.cellConfirmedAt : null,
      },
      signedIp: target.signedIp,
      files: await Promise.all(documents.map((document) => evidenceFile(deps, target, document))),
    },
    verification,
    createdAt: target.createdAt,
    submittedAt: target.submittedAt,
  };
}

async function evidenceFile(deps: PdfSources, target: PdfCase, document: DocumentRow): Promise<PdfEvidenceFile> {
  const language = asLanguage(target.language);
  return {
    label:
      document.type === 'signature'
        ? translate(language, 'pdf.evidence.signatureFile')
        : documentLabel(language, document.type),
    originalName: document.originalName,
    sizeBytes: document.sizeBytes,
    uploadedAt: document.uploadedAt,
    sha256: document.sha256 ?? (await hashStoredFile(deps, document)),
  };
}

/**
 * A document stored before hashes were kept is hashed from storage once, and the hash saved with it. A file that can
 * no longer be read gets no hash (the page says so) rather than no PDF at all.
 */
async function hashStoredFile(deps: PdfSources, document: DocumentRow): Promise<string | null> {
  const content = await deps.storage.read(document.storedName).catch(() => null);
  if (!content) return null;
  const sha256 = sha256Hex(content);
  await saveMissingSha256(deps.db, document.id, sha256);
  return sha256;
}
