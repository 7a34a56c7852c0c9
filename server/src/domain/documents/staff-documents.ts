import type { Database } from '../../db/client.js';
import type { CaseRow } from '../../db/repositories/case-repository.js';
import type { DocumentRow } from '../../db/repositories/document-repository.js';
import type { CaseActor } from '../cases/case-actor.js';
import { recordCaseAction } from '../cases/record-case-action.js';
import { removeCaseDocument } from './delete-document.js';
import type { StoreFileDeps } from './store-document.js';
import { storeDocument } from './upload-document.js';

/**
 * A staff member's upload into any case's slot, whatever its status: checked and stored like every
 * upload, audited and put on the timeline in the same transaction (with whatever `also` records).
 * `manual` documents are PDF only.
 */
export function storeStaffDocument(
  deps: StoreFileDeps,
  actor: CaseActor,
  caseId: string,
  upload: { documentType: string; fileName: string; content: Uint8Array },
  also: (tx: Database, current: CaseRow) => Promise<void> = async () => {},
) {
  const pdfOnly = upload.documentType === 'manual';
  return storeDocument(deps, caseId, { ...upload, pdfOnly }, async (tx, current, storedName) => {
    await also(tx, current);
    await recordCaseAction(tx, actor, current, {
      action: 'document.uploaded',
      details: { type: upload.documentType, fileName: storedName },
      event: { kind: 'document_uploaded', data: { type: upload.documentType } },
    });
  });
}

/** A staff member removes a case's document: audited and on the timeline, with the row, then the file. */
export function removeStaffDocument(
  deps: StoreFileDeps,
  actor: CaseActor,
  caseId: string,
  storedName: string,
  docType: string | undefined,
  also: (tx: Database, current: CaseRow, document: DocumentRow) => Promise<void> = async () => {},
) {
  return removeCaseDocument(deps, caseId, storedName, docType, async (tx, current, document) => {
    await also(tx, current, document);
    await recordCaseAction(tx, actor, current, {
      action: 'document.deleted',
      details: { type: document.type, fileName: document.storedName },
      event: { kind: 'document_deleted', data: { type: document.type } },
    });
  });
}
