import type { PdfDocumentSpec } from './pdf-document-spec.js';

export interface WritePdfOptions {
  /** Lay the content out again with tighter spacing when the last page would hold only a few lines. Default on. */
  avoidNearlyEmptyLastPage?: boolean;
}

/**
 * Sections in, pages out: A4 pages with the header on the first and "Page n of m" in every footer. The writer and the
 * packages it draws with (pdfkit, fontkit, qrcode: about 0.2 s to load) come with the first PDF, not with the start
 * (docs/performance/million-rows.md).
 */
export async function writePdf(spec: PdfDocumentSpec, options: WritePdfOptions = {}): Promise<Uint8Array> {
  const { renderPdf } = await import('./render-pdf.js');
  return renderPdf(spec, options);
}
