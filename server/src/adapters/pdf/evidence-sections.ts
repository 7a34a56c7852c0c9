import type { Language } from '@protea/shared/constants';
import { translate } from '../../i18n/translate.js';
import { field, type PdfConsent, type PdfSignature, summaryLabels } from './case-pdf-sections.js';
import { formatSaTime } from './format-sa-time.js';
import type { PdfSection } from './pdf-document-spec.js';
import type { PdfVerification } from './verification-header.js';

/** A file received with the request, as the evidence page lists it. */
export interface PdfEvidenceFile {
  label: string;
  originalName: string;
  sizeBytes: number;
  uploadedAt: Date;
  /** Null when the stored file could not be read to hash it. */
  sha256: string | null;
}

/** How a request was signed, besides the signature and consent every request's PDF already has. */
export interface PdfEvidence {
  /** Masked (`*** *** 4567`), and only when verified. */
  verifiedCell: { maskedNumber: string | null; at: Date | null };
  /** The client address of the signed submission; null for requests signed before it was recorded. */
  signedIp: string | null;
  files: PdfEvidenceFile[];
}

/**
 * The evidence page, last: when and how the request was signed, the verified number (masked), the client address,
 * the terms and consent, every file received with its SHA-256, and this copy's code.
 */
export function evidenceSections(
  language: Language,
  signed: { signature: PdfSignature; consent: PdfConsent; submittedAt: Date | null; evidence: PdfEvidence },
  verification: PdfVerification,
): PdfSection[] {
  const s = summaryLabels(language);
  const t = (key: string) => translate(language, `pdf.evidence.${key}`);
  const { signature, consent, evidence } = signed;
  const time = (at: Date | null, otherwise: string) => (at ? formatSaTime(at) : otherwise);
  return [
    {
      heading: t('heading'),
      startsNewPage: true,
      rows: [
        { kind: 'paragraph', text: t('intro') },
        field(s('signedAt'), time(signature?.signedAt ?? null, s('notSigned'))),
        field(t('signatureType'), signature && t(signature.type)),
        field(t('verifiedNumber'), evidence.verifiedCell.maskedNumber ?? t('notVerified')),
        field(t('verifiedAt'), evidence.verifiedCell.at && formatSaTime(evidence.verifiedCell.at)),
        field(t('signedFrom'), evidence.signedIp ?? t('notRecorded')),
        field(s('termsVersion'), consent.termsVersion),
        field(
          s('popiaConsent'),
          consent.givenAt ? s('consentGiven', { at: formatSaTime(consent.givenAt) }) : s('consentNotGiven'),
        ),
        field(s('submittedAt'), time(signed.submittedAt, s('notSubmitted'))),
      ],
    },
    {
      heading: t('files'),
      rows:
        evidence.files.length === 0
          ? [field('', s('none'))]
          : evidence.files.map((file) => {
              const details = s('documentDetails', {
                size: (file.sizeBytes / 1024).toFixed(1),
                at: formatSaTime(file.uploadedAt),
              });
              const hash = file.sha256 ?? t('hashUnavailable');
              return field(file.label, `${file.originalName} (${details})\n${hash}`);
            }),
    },
    {
      heading: t('thisCopy'),
      rows: [
        field(translate(language, 'pdf.verification.code'), verification.code),
        field(t('issuedAt'), formatSaTime(verification.issuedAt)),
        field(t('checkPage'), verification.url),
      ],
    },
  ];
}
