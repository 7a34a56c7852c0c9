/** What a staff member read of a request (issue 13): its detail, a document, the signature, or its PDF. */
export const ACCESS_KINDS = ['detail', 'document', 'signature', 'pdf'] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

/** One staff read of a request, as `GET /admin/{applications|terminations}/{id}/access-log` lists them. */
export interface AccessLogEntry {
  id: number;
  at: string;
  what: AccessKind;
  /** The staff member's display name and username; null once their account is gone. */
  by: { displayName: string; username: string } | null;
  /** The client address the read came from. */
  ip: string | null;
  /** For a document or the signature: its type and the file name it was uploaded with. */
  document: { type: string; name: string } | null;
}

export interface AccessLogResponse {
  entries: AccessLogEntry[];
}
