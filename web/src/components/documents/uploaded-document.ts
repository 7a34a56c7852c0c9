import type { PhotoProblem } from '@protea/shared/constants';

/** A file the server holds for a document slot: its stored name, the name the customer gave it, its size. */
export interface UploadedDocument {
  fileName: string;
  originalName: string;
  size: number;
}

/** What an upload answers: the file, and what the quality check saw in it when it is a photo. */
export interface UploadAnswer extends UploadedDocument {
  photoProblems?: PhotoProblem[];
}
