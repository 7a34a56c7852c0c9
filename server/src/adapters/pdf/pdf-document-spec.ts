/** A PDF described as content; writePdf does the layout, the pages and the footers. Any text may be user input. */
export interface PdfDocumentSpec {
  metadata: PdfMetadata;
  header: PdfHeader;
  sections: readonly PdfSection[];
  footer: PdfFooter;
}

export interface PdfMetadata {
  title: string;
  author: string;
  subject?: string;
  /** BCP 47 ('af-ZA'), for screen readers. */
  language?: string;
  /** Fixed dates, never "now": the same content must give the same bytes. */
  createdAt: Date;
  modifiedAt: Date;
}

/**
 * Top of the first page: the company, the document's title, a line under it (a name), then labelled rows; with `qr`,
 * a QR code at the right (drawn as vector squares) and a small note under the rows, the text kept clear of the code.
 */
export interface PdfHeader {
  company: string;
  title: string;
  subtitle?: string;
  rows?: readonly PdfFieldRow[];
  qr?: { data: string; note: string };
}

export interface PdfSection {
  heading?: string;
  rows: readonly PdfRow[];
  /** Begins on a page of its own (the evidence page), however much room the page before has left. */
  startsNewPage?: boolean;
}

export type PdfRow = PdfFieldRow | PdfScriptRow | PdfImageRow | PdfParagraphRow | PdfWriteInRow;

/** Label and value side by side, both wrapping; a blank value prints as a dash. */
export interface PdfFieldRow {
  kind: 'field';
  label: string;
  value: string | null;
}

/** A value in the script (italic) font, large: a typed signature. */
export interface PdfScriptRow {
  kind: 'script';
  label: string;
  value: string;
}

/** A JPEG or PNG (a drawn signature), shrunk to fit 200 x 100, never enlarged; unreadable data prints the note. */
export interface PdfImageRow {
  kind: 'image';
  label: string;
  image: Uint8Array;
  unreadableNote: string;
}

/** Free text across the full width. */
export interface PdfParagraphRow {
  kind: 'paragraph';
  text: string;
}

/** A label and a line to write on, for forms printed and filled in by hand. */
export interface PdfWriteInRow {
  kind: 'write-in';
  label: string;
}

export interface PdfFooter {
  /** Left of every page's footer. */
  text: string;
  /** Right of every page's footer: "Page 1 of 2" in the reader's language. */
  pageLabel: (page: number, pages: number) => string;
}
