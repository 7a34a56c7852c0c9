import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { Database } from '../../db/client.js';
import type { CaseRow } from '../../db/repositories/case-repository.js';
import { type DocumentRow, replaceDocument } from '../../db/repositories/document-repository.js';
import { changeLockedCase } from '../cases/change-locked-case.js';
import type { CaseDeps } from '../cases/in-transaction.js';
import { sha256Hex } from './sha256-hex.js';

export interface StoreFileDeps extends CaseDeps {
  storage: FileStorage;
}

/**
 * Puts a checked file into a case's slot for its type: written under a temporary name, moved into
 * place while the case is locked, and its row committed with whatever else `inside` records. Two
 * uploads into one slot take turns, the last one wins, and no file is left without a row. The row keeps the SHA-256
 * of the bytes stored, for the evidence page of the case's PDF.
 */
export async function storeCaseFile(
  deps: StoreFileDeps,
  caseId: string,
  file: { type: string; content: Uint8Array; extension: string; originalName: string; contentType: string },
  inside: (tx: Database, current: CaseRow, storedName: string) => Promise<void> = async () => {},
): Promise<string> {
  const staged = await deps.storage.stage(file.content, file.extension);
  let previous: DocumentRow | undefined;
  try {
    previous = await changeLockedCase(deps, caseId, async (tx, current) => {
      await inside(tx, current, staged.storedName);
      const replaced = await replaceDocument(tx, {
        caseId,
        type: file.type,
        storedName: staged.storedName,
        originalName: file.originalName,
        contentType: file.contentType,
        sizeBytes: file.content.byteLength,
        sha256: sha256Hex(file.content),
      });
      // Moved into place before the commit, while the lock holds: the next upload into this slot sees it there.
      await staged.commit();
      return replaced;
    });
  } catch (error) {
    await staged.discard();
    await deps.storage.remove(staged.storedName);
    throw error;
  }
  if (previous) await deps.storage.remove(previous.storedName);
  return staged.storedName;
}
