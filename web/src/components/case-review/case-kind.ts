import type { CaseQueryKeys } from '../../lib/admin/admin-keys';
import type { DocumentTexts } from './documents/document-texts';

export interface DocumentTarget {
  caseId: string;
  documentType: string;
}

/**
 * What the shared admin pieces (timeline, notes, documents) need to know of a kind of case: where its
 * calls go and which queries a change makes stale. One object per kind: applications, terminations.
 */
export interface AdminCaseKind {
  keys: CaseQueryKeys;
  /** The case under the admin API, `/admin/applications/{id}`; notes go to `{path}/notes`. */
  casePath: (caseId: string) => string;
  documents: {
    url: (fileName: string) => string;
    upload: (input: DocumentTarget & { file: File }) => Promise<unknown>;
    remove: (input: DocumentTarget & { fileName: string }) => Promise<unknown>;
    texts: DocumentTexts;
  };
  /** Timeline words that name the kind: the request's start, its customer, messages to them. */
  timelineTexts: Record<'created' | 'customer' | 'message' | 'notification', string>;
}
