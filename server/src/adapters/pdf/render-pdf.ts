import { endsOnNearlyEmptyPage, type LaidOutPage, paginate } from './paginate.js';
import { type DrawableBlock, measureBlocks } from './pdf-blocks.js';
import { PdfCanvas } from './pdf-canvas.js';
import type { PdfDocumentSpec } from './pdf-document-spec.js';
import { COLOR, CONTENT_HEIGHT, FOOTER, PAGE, SPACINGS } from './pdf-layout.js';
import type { WritePdfOptions } from './pdf-writer.js';

/** writePdf's work (pdf-writer.ts), in a module of its own so that pdfkit, fontkit and qrcode load with it. */
export async function renderPdf(spec: PdfDocumentSpec, options: WritePdfOptions): Promise<Uint8Array> {
  const canvas = new PdfCanvas(spec.metadata);
  const { blocks, pages } = layOut(canvas, spec, options.avoidNearlyEmptyLastPage ?? true);
  pages.forEach((page, index) => {
    canvas.addPage();
    for (const { index: blockIndex, top } of page.blocks) blocks[blockIndex]!.draw(PAGE.top + top);
    drawFooter(canvas, spec.footer.text, spec.footer.pageLabel(index + 1, pages.length));
  });
  return canvas.finish();
}

/** The normal spacing, unless a tighter one saves a nearly empty last page. Measuring draws nothing. */
function layOut(
  canvas: PdfCanvas,
  spec: PdfDocumentSpec,
  avoidNearlyEmptyLastPage: boolean,
): { blocks: DrawableBlock[]; pages: LaidOutPage[] } {
  const layOutWith = (spacing: (typeof SPACINGS)[number]) => {
    const blocks = measureBlocks(canvas, spec, spacing);
    return { blocks, pages: paginate(blocks, CONTENT_HEIGHT) };
  };
  const normal = layOutWith(SPACINGS[0]!);
  if (!avoidNearlyEmptyLastPage || !endsOnNearlyEmptyPage(normal.pages, CONTENT_HEIGHT)) return normal;
  for (const spacing of SPACINGS.slice(1)) {
    const tighter = layOutWith(spacing);
    if (tighter.pages.length < normal.pages.length) return tighter;
  }
  return normal;
}

function drawFooter(canvas: PdfCanvas, text: string, pageLabel: string): void {
  const left = canvas.printable('regular', text).replace(/\n/g, ' ');
  const right = canvas.printable('regular', pageLabel);
  canvas.rule(PAGE.left, PAGE.right, FOOTER.ruleY, COLOR.rule, 0.5);
  canvas.text('regular', FOOTER.size, COLOR.muted, left, PAGE.left, FOOTER.baseline);
  const rightX = PAGE.right - canvas.widthOf('regular', FOOTER.size, right);
  canvas.text('regular', FOOTER.size, COLOR.muted, right, rightX, FOOTER.baseline);
}
