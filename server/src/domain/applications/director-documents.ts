import {
  DIRECTOR_DOCUMENT_PATTERN,
  type Director,
  directorDocument,
} from '@protea/shared/schemas/business-application';
import type { Database } from '../../db/client.js';
import {
  type DocumentRow,
  deleteDocument,
  listDocuments,
  moveDocuments,
} from '../../db/repositories/document-repository.js';

/**
 * Where each named director was before: the position (1-based) in the old list of the same person,
 * by ID number, or, when the ID number was corrected, by the same name in the same place.
 */
export function previousPositions(before: readonly Director[], after: readonly Director[]): (number | null)[] {
  const taken = new Set<number>();
  const byId = after.map((director) => {
    const index = before.findIndex((old, i) => !taken.has(i) && old.idNumber === director.idNumber);
    if (index >= 0) taken.add(index);
    return index;
  });
  return after.map((director, position) => {
    if (byId[position]! >= 0) return byId[position]! + 1;
    const old = before[position];
    if (old && !taken.has(position) && old.fullName.trim().toLowerCase() === director.fullName.trim().toLowerCase()) {
      taken.add(position);
      return position + 1;
    }
    return null;
  });
}

/**
 * Keeps each director's ID copy with its director when the list changes: a copy moves with its
 * director's new place, and the copy of a director no longer named is removed. Returns the removed
 * rows, whose files the caller deletes once the transaction commits. Call it under the case's lock.
 */
export async function followDirectors(
  tx: Database,
  caseId: string,
  before: readonly Director[],
  after: readonly Director[],
): Promise<DocumentRow[]> {
  const documents = (await listDocuments(tx, caseId)).filter((d) => DIRECTOR_DOCUMENT_PATTERN.test(d.type));
  if (documents.length === 0) return [];
  const positions = previousPositions(before, after);
  const moves: { id: string; type: string }[] = [];
  const removed: DocumentRow[] = [];
  for (const document of documents) {
    const oldPosition = Number(document.type.slice('director-'.length));
    const newIndex = positions.indexOf(oldPosition);
    if (newIndex < 0) removed.push(document);
    else if (newIndex + 1 !== oldPosition) moves.push({ id: document.id, type: directorDocument(newIndex + 1) });
  }
  for (const document of removed) await deleteDocument(tx, document.id);
  await moveDocuments(tx, moves);
  return removed;
}
