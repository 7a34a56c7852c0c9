/** A file the server holds for a document slot: its stored name, the name the customer gave it, its size. */
export interface UploadedDocument {
  fileName: string;
  originalName: string;
  size: number;
}
