import type { Language } from '@protea/shared/constants';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { ApplicationRow } from '../../db/repositories/application-repository.js';
import { type CaseRow, listCaseEvents, listConsents } from '../../db/repositories/case-repository.js';
import { listDocuments } from '../../db/repositories/document-repository.js';
import { listMessagesOfCase } from '../../db/repositories/notification-repository.js';
import type { TerminationRow } from '../../db/repositories/termination-repository.js';
import { getAccessLog } from '../access-log/get-access-log.js';
import { applicationRecordOf } from '../applications/application-record.js';
import { generateApplicationPdf } from '../applications/application-summary.js';
import { type CaseDeps, inTransaction } from '../cases/in-transaction.js';
import { recordCaseAction } from '../cases/record-case-action.js';
import { issueCasePdf } from '../issued-documents/issue-case-pdf.js';
import { terminationDraftOf } from '../terminations/termination-draft.js';
import { generateTerminationPdf } from '../terminations/termination-pdf.js';

interface CaseExportParts {
  /** The request's own fields, as the customer's wizard reads them. */
  details: unknown;
  /** The request's PDF, as the customer downloads it. */
  pdf: Uint8Array;
}

/** The ZIP as it is written, and the name it is downloaded under. */
export interface CaseExport {
  fileName: string;
  stream: NodeJS.ReadableStream;
}

interface ExportDeps extends CaseDeps {
  storage: FileStorage;
}

const extensionOf = (contentType: string) =>
  ({ 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' })[contentType] ?? 'bin';

/**
 * Everything held about a request, for the customer whose session it is (issue 13, POPIA's right of access): a ZIP
 * with `request.json` (the request, its fields, consent, documents with their hashes, timeline, messages sent and
 * when staff read it), its PDF, and every document and the signature as stored. The download is recorded on the
 * timeline. File names inside are made here, never taken from the customer's own file names.
 */
async function exportCaseData(
  deps: ExportDeps,
  target: CaseRow,
  parts: CaseExportParts,
  ip: string,
): Promise<CaseExport> {
  const [documents, events, consents, messages, access] = await Promise.all([
    listDocuments(deps.db, target.id),
    listCaseEvents(deps.db, target.id),
    listConsents(deps.db, target.id),
    listMessagesOfCase(deps.db, target.id),
    getAccessLog(deps.db, target),
  ]);
  const files = await Promise.all(
    documents.map(async (document, index) => ({
      name: `documents/${index + 1}-${document.type}.${extensionOf(document.contentType)}`,
      document,
      content: await deps.storage.read(document.storedName),
    })),
  );
  const pdfName = `${target.reference}.pdf`;
  const record = {
    exportedAt: new Date().toISOString(),
    about:
      'Everything Protea Management holds about this request. To have something corrected, send a correction ' +
      'request from the portal, or contact us.',
    request: {
      reference: target.reference,
      kind: target.kind,
      status: target.status,
      language: target.language as Language,
      cellPhone: target.cellPhone,
      cellConfirmedAt: target.cellConfirmedAt,
      email: target.email,
      createdAt: target.createdAt,
      submittedAt: target.submittedAt,
      signature: target.signedAt
        ? {
            type: target.signatureType,
            typedName: target.signatureText,
            signedAt: target.signedAt,
            fromAddress: target.signedIp,
          }
        : null,
    },
    details: parts.details,
    consents,
    documents: files.map(({ name, document }) => ({
      file: name,
      type: document.type,
      originalName: document.originalName,
      contentType: document.contentType,
      sizeBytes: document.sizeBytes,
      sha256: document.sha256,
      uploadedAt: document.uploadedAt,
    })),
    pdf: pdfName,
    timeline: events.map((event) => ({
      at: event.at,
      by: event.actorType === 'admin' ? 'staff' : event.actorType,
      kind: event.kind,
      data: event.data,
    })),
    messages,
    readByStaff: access.entries.map((entry) => ({ at: entry.at, what: entry.what })),
  };

  await inTransaction(deps, (tx) =>
    recordCaseAction(tx, { type: 'customer', ip }, target, {
      action: 'customer.data_exported',
      event: { kind: 'data_exported', data: { documents: documents.length } },
    }),
  );

  // Loaded with the first export, not at start.
  const { ZipFile } = await import('yazl');
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(`${JSON.stringify(record, null, 2)}\n`), 'request.json');
  zip.addBuffer(Buffer.from(parts.pdf), pdfName);
  for (const file of files) zip.addBuffer(file.content, file.name);
  zip.end();
  return { fileName: `Protea_${target.reference}_my-information.zip`, stream: zip.outputStream };
}

/** The export of an application: its record as the wizard reads it, and a verifiable copy of its PDF. */
export async function exportApplicationData(
  deps: ExportDeps,
  application: ApplicationRow,
  language: Language,
  verifyUrlOf: (printedCode: string) => string,
  ip: string,
) {
  const details = await applicationRecordOf(deps.db, application, language);
  const pdf = await issueCasePdf(deps.db, application, { to: 'customer' }, verifyUrlOf, (verification) =>
    generateApplicationPdf(deps, application, verification),
  );
  return exportCaseData(deps, application, { details, pdf }, ip);
}

/** The export of a termination: its draft as the wizard reads it, and a verifiable copy of its PDF. */
export async function exportTerminationData(
  deps: ExportDeps,
  termination: TerminationRow,
  language: Language,
  verifyUrlOf: (printedCode: string) => string,
  ip: string,
) {
  const details = await terminationDraftOf(deps.db, termination, language);
  const pdf = await issueCasePdf(deps.db, termination, { to: 'customer' }, verifyUrlOf, (verification) =>
    generateTerminationPdf(deps, termination, verification),
  );
  return exportCaseData(deps, termination, { details, pdf }, ip);
}
