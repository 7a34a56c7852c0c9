import PDFDocument from 'pdfkit';

/** A real one-page PDF, optionally saying `text`, padded with a trailing comment to `padTo` bytes when asked. */
export async function tinyPdfBytes({ text, padTo = 0 }: { text?: string; padTo?: number } = {}): Promise<Buffer> {
  const document = new PDFDocument({ size: [200, 200], margin: 0 });
  const chunks: Uint8Array[] = [];
  const ended = new Promise((resolve) => document.on('end', resolve));
  document.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  if (text) document.font('Helvetica').fontSize(12).text(text, 20, 100, { lineBreak: false });
  document.end();
  await ended;
  const bytes = Buffer.concat(chunks);
  return padTo > bytes.length
    ? Buffer.concat([bytes, Buffer.from(`\n%${'x'.repeat(padTo - bytes.length - 2)}`)])
    : bytes;
}
