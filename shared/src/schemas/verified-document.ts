import type { CaseKind } from '../case-kinds.js';

/** `GET /verify/:code`: what a verification code tells anyone who holds it. Nothing about the person. */
export interface VerifiedDocument {
  valid: true;
  kind: CaseKind;
  reference: string;
  /** ISO 8601. */
  issuedAt: string;
  statusAtIssue: string;
  /** SHA-256 of the PDF as it was sent, hex. */
  sha256: string;
}
