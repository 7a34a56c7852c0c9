import type { LayoutBlock } from './paginate.js';
import type { PdfCanvas } from './pdf-canvas.js';
import type { PdfDocumentSpec, PdfHeader, PdfRow, PdfSection } from './pdf-document-spec.js';
import type { PdfFontRole } from './pdf-fonts.js';
import { COLOR, CONTENT_HEIGHT, IMAGE_BOX, LABEL_WIDTH, PAGE, QR, SIZE, type Spacing, VALUE_X } from './pdf-layout.js';
import { qrSquares } from './qr-squares.js';

export interface DrawableBlock extends LayoutBlock {
  /** Draws the block on the current page with its top edge at y = top. */
  draw(top: number): void;
}

/** One line of a row: its height and how to draw it with its top edge at y = top. */
interface RowLine {
  height: number;
  draw(top: number): void;
}

const EMPTY_VALUE = '—';
const VALUE_WIDTH = PAGE.right - VALUE_X;
const FULL_WIDTH = PAGE.right - PAGE.left;

/** The document as blocks for the paginator, measured with the given spacing. */
export function measureBlocks(canvas: PdfCanvas, spec: PdfDocumentSpec, spacing: Spacing): DrawableBlock[] {
  const measure = new BlockMeasure(canvas, spacing);
  return [measure.header(spec.header), ...spec.sections.flatMap((section) => measure.section(section))];
}

class BlockMeasure {
  private readonly bodyLine: number;

  constructor(
    private readonly canvas: PdfCanvas,
    private readonly spacing: Spacing,
  ) {
    this.bodyLine = SIZE.body * spacing.line;
  }

  header(header: PdfHeader): DrawableBlock {
    const gap = this.spacing.headerGap;
    // A QR code takes the right of the header, with its quiet zone: the text wraps short of it.
    const clearOfQr = header.qr ? QR.side + QR.quietZone : 0;
    const rows = (header.rows ?? []).flatMap((row) => this.fieldLines(row.label, row.value, clearOfQr));
    const note = header.qr ? this.textLines('regular', SIZE.note, COLOR.text, header.qr.note, clearOfQr) : [];
    const lines: RowLine[] = [
      ...this.textLines('bold', SIZE.company, COLOR.brand, header.company, clearOfQr),
      ...this.textLines('bold', SIZE.title, COLOR.text, header.title, clearOfQr),
      ...(header.subtitle ? this.textLines('regular', SIZE.subtitle, COLOR.text, header.subtitle, clearOfQr) : []),
      ...(rows.length > 0 ? [{ height: gap / 2, draw: () => {} }, ...rows] : []),
      ...note,
    ];
    const height = Math.max(sum(lines), header.qr ? QR.side + QR.quietZone : 0) + gap / 2;
    return {
      height,
      spaceBefore: 0,
      keepWithNext: true,
      draw: (top) => {
        drawLines(lines, top);
        if (header.qr) {
          this.canvas.fillRects(qrSquares(header.qr.data, PAGE.right - QR.side, top, QR.side), COLOR.text);
        }
        this.canvas.rule(PAGE.left, PAGE.right, top + height, COLOR.brand, 1);
      },
    };
  }

  section(section: PdfSection): DrawableBlock[] {
    const blocks = this.sectionBlocks(section);
    if (section.startsNewPage && blocks[0]) blocks[0].breakBefore = true;
    return blocks;
  }

  private sectionBlocks(section: PdfSection): DrawableBlock[] {
    const rows = section.rows.flatMap((row) => this.row(row));
    if (!section.heading) {
      if (rows[0]) rows[0].spaceBefore = this.spacing.headingBefore;
      return rows;
    }
    const headingLines = this.textLines('bold', SIZE.heading, COLOR.brand, section.heading);
    const height = sum(headingLines) + this.spacing.headingAfter;
    const heading: DrawableBlock = {
      height,
      spaceBefore: this.spacing.headingBefore,
      // Never alone at the bottom of a page: it moves over with its first row.
      keepWithNext: rows.length > 0,
      draw: (top) => {
        drawLines(headingLines, top);
        this.canvas.rule(PAGE.left, PAGE.right, top + sum(headingLines), COLOR.rule, 0.6);
      },
    };
    return [heading, ...rows];
  }

  private row(row: PdfRow): DrawableBlock[] {
    switch (row.kind) {
      case 'field':
        return this.rowBlocks(this.fieldLines(row.label, row.value));
      case 'script':
        return this.rowBlocks(this.scriptLines(row.label, row.value));
      case 'paragraph':
        // Half a line above it sets free text apart from the rows around it.
        return this.rowBlocks(
          this.textLines('regular', SIZE.body, COLOR.text, row.text),
          this.spacing.rowGap + this.bodyLine / 2,
        );
      case 'write-in':
        return this.rowBlocks([this.writeInLine(row.label)]);
      case 'image': {
        const image = this.canvas.openImage(row.image);
        if (!image) return this.rowBlocks(this.fieldLines(row.label, row.unreadableNote));
        // Shrunk to fit the box, never enlarged: a small drawing stays sharp.
        const scale = Math.min(1, IMAGE_BOX.width / image.width, IMAGE_BOX.height / image.height);
        const [width, height] = [image.width * scale, image.height * scale];
        const labels = this.canvas.lines('bold', SIZE.body, row.label, LABEL_WIDTH);
        const [first, ...rest] = this.sideBySide(labels, [], height);
        const withImage: RowLine = {
          height: first!.height,
          draw: (top) => {
            first!.draw(top);
            this.canvas.image(image, VALUE_X, top, width, height);
          },
        };
        return this.rowBlocks([withImage, ...rest]);
      }
    }
  }

  /** A row is one block, or one block per line when taller than a page so that it continues on the next. */
  private rowBlocks(lines: RowLine[], spaceBefore = this.spacing.rowGap): DrawableBlock[] {
    if (sum(lines) <= CONTENT_HEIGHT) {
      return [{ height: sum(lines), spaceBefore, keepWithNext: false, draw: (top) => drawLines(lines, top) }];
    }
    return lines.map((line, index) => ({ ...line, spaceBefore: index === 0 ? spaceBefore : 0, keepWithNext: false }));
  }

  /** A label and its value side by side; `clearOfRight` points at the right are left free (a QR code). */
  private fieldLines(label: string, value: string | null, clearOfRight = 0): RowLine[] {
    return this.sideBySide(
      this.canvas.lines('bold', SIZE.body, label, LABEL_WIDTH),
      this.canvas.lines('regular', SIZE.body, value?.trim() ? value : EMPTY_VALUE, VALUE_WIDTH - clearOfRight),
    );
  }

  /** Wrapped label and value lines side by side; the first line is at least minFirstHeight tall (an image). */
  private sideBySide(labels: readonly string[], values: readonly string[], minFirstHeight = 0): RowLine[] {
    const baseline = this.canvas.baselineOffset('regular', SIZE.body, this.bodyLine);
    return Array.from({ length: Math.max(labels.length, values.length) }, (_, index) => ({
      height: index === 0 ? Math.max(this.bodyLine, minFirstHeight) : this.bodyLine,
      draw: (top: number) => {
        this.canvas.text('bold', SIZE.body, COLOR.label, labels[index] ?? '', PAGE.left, top + baseline);
        this.canvas.text('regular', SIZE.body, COLOR.text, values[index] ?? '', VALUE_X, top + baseline);
      },
    }));
  }

  /** A large script value with its label on the first line's baseline. */
  private scriptLines(label: string, value: string): RowLine[] {
    const scriptLine = SIZE.script * this.spacing.line;
    const baseline = this.canvas.baselineOffset('script', SIZE.script, scriptLine);
    const labels = this.canvas.lines('bold', SIZE.body, label, LABEL_WIDTH);
    const values = this.canvas.lines('script', SIZE.script, value, VALUE_WIDTH);
    return values.map((line, index) => ({
      height:
        index === 0
          ? Math.max(scriptLine, baseline + (labels.length - 1) * this.bodyLine + SIZE.body * 0.4)
          : scriptLine,
      draw: (top: number) => {
        if (index === 0) {
          labels.forEach((labelLine, labelIndex) => {
            const labelBaseline = top + baseline + labelIndex * this.bodyLine;
            this.canvas.text('bold', SIZE.body, COLOR.label, labelLine, PAGE.left, labelBaseline);
          });
        }
        this.canvas.text('script', SIZE.script, COLOR.text, line, VALUE_X, top + baseline);
      },
    }));
  }

  /** A label beside a line to write on, its last line on the line's baseline, with room above for handwriting. */
  private writeInLine(label: string): RowLine {
    const labels = this.canvas.lines('bold', SIZE.body, label, LABEL_WIDTH);
    const height = Math.max(this.bodyLine * 2.6, (labels.length + 0.6) * this.bodyLine);
    return {
      height,
      draw: (top) => {
        const baseline = top + height - this.bodyLine / 2;
        labels.forEach((line, index) => {
          const lineBaseline = baseline - (labels.length - 1 - index) * this.bodyLine;
          this.canvas.text('bold', SIZE.body, COLOR.label, line, PAGE.left, lineBaseline);
        });
        this.canvas.rule(VALUE_X, PAGE.right, baseline + 2, COLOR.text, 0.7);
      },
    };
  }

  /** Text across the full width (less `clearOfRight`) in one font, at a line pitch that follows the spacing. */
  private textLines(role: PdfFontRole, size: number, color: string, text: string, clearOfRight = 0): RowLine[] {
    const lineHeight = size * this.spacing.line;
    const baseline = this.canvas.baselineOffset(role, size, lineHeight);
    return this.canvas.lines(role, size, text, FULL_WIDTH - clearOfRight).map((line) => ({
      height: lineHeight,
      draw: (top: number) => this.canvas.text(role, size, color, line, PAGE.left, top + baseline),
    }));
  }
}

function drawLines(lines: readonly RowLine[], top: number): void {
  let y = top;
  for (const line of lines) {
    line.draw(y);
    y += line.height;
  }
}

const sum = (lines: readonly { height: number }[]) => lines.reduce((total, line) => total + line.height, 0);
