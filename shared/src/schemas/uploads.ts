import type { PhotoProblem } from '../constants.js';

/** What a customer's upload answers, for every kind. */
export interface UploadResponse {
  success: true;
  path: string;
  fileName: string;
  originalName: string;
  size: number;
  message: string;
  /** What the quality check saw in a photo (an image upload): empty when it looks readable, and for a PDF. */
  photoProblems: PhotoProblem[];
}
