import type { Language } from '@protea/shared/constants';
import { translate } from '../../i18n/translate.js';
import {
  consentSection,
  field,
  type PdfConsent,
  type PdfSignature,
  signatureSection,
  summaryLabels,
} from './case-pdf-sections.js';
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

/** A signed request, as the sections that close its PDF show it. */
export interface PdfSignedRequest {
  language: Language;
  consent: PdfConsent;
  signature: PdfSignature;
  evidence: PdfEvidence;
  /** The copy being handed out: its code is printed on it. */
  verification: PdfVerification;
  createdAt: Date;
  submittedAt: Date | null;
}

/** What every request's PDF ends with: consent, the signature, when it was submitted, then the evidence page. */
export function signingSections(request: PdfSignedRequest): PdfSection[] {
  const s = summaryLabels(request.language);
  return [
    consentSection(request.consent, s),
    signatureSection(request.signature, s),
    {
      heading: s('submission'),
      rows: [
        field(s('submittedAt'), request.submittedAt ? formatSaTime(request.submittedAt) : s('notSubmitted')),
        field(s('createdAt'), formatSaTime(request.createdAt)),
      ],
    },
    ...evidenceSections(request.language, request, request.verification),
  ];
}

/**
 * The evidence page, last: when and how the request was signed, the verified number (masked), the client address,
 * the terms and consent, every file received with its SHA-256, and this copy's code.
 */
function evidenceSections(
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
