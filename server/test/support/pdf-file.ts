import { deflateSync } from 'node:zlib';

/**
 * A PDF put together from its objects' text (object 1 is the catalog), for the checks that read PDFs. The objects
 * numbered in `packed` go into one compressed object stream, as PDF 1.5 writers keep most dictionaries, found
 * through a cross-reference stream; without it the file has a classic cross-reference table.
 */
export function pdfFile(objects: string[], packed: number[] = []): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const add = (part: Buffer | string) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    parts.push(bytes);
    length += bytes.length;
  };
  const offsets = new Map<number, number>();
  objects.forEach((body, index) => {
    if (packed.includes(index + 1)) return;
    offsets.set(index + 1, length);
    add(`${index + 1} 0 obj\n${body}\nendobj\n`);
  });
  if (packed.length === 0) {
    const xref = length;
    add(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
    for (let number = 1; number <= objects.length; number++) {
      add(`${String(offsets.get(number)).padStart(10, '0')} 00000 n \n`);
    }
    add(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
    return Buffer.concat(parts);
  }

  let header = '';
  let body = '';
  for (const number of packed) {
    header += `${number} ${body.length} `;
    body += `${objects[number - 1]}\n`;
  }
  const streamNumber = objects.length + 1;
  const xrefNumber = objects.length + 2;
  const compressed = deflateSync(Buffer.from(header + body, 'latin1'));
  offsets.set(streamNumber, length);
  add(
    `${streamNumber} 0 obj\n<< /Type /ObjStm /N ${packed.length} /First ${header.length} /Filter /FlateDecode /Length ${compressed.length} >>\nstream\n`,
  );
  add(compressed);
  add('\nendstream\nendobj\n');

  offsets.set(xrefNumber, length);
  const entries = Buffer.alloc((xrefNumber + 1) * 7);
  for (let number = 1; number <= xrefNumber; number++) {
    const at = number * 7;
    const index = packed.indexOf(number);
    if (index >= 0) {
      entries.writeUInt8(2, at);
      entries.writeUInt32BE(streamNumber, at + 1);
      entries.writeUInt16BE(index, at + 5);
    } else {
      entries.writeUInt8(1, at);
      entries.writeUInt32BE(offsets.get(number)!, at + 1);
    }
  }
  entries.writeUInt16BE(0xffff, 5);
  add(
    `${xrefNumber} 0 obj\n<< /Type /XRef /Size ${xrefNumber + 1} /W [1 4 2] /Root 1 0 R /Length ${entries.length} >>\nstream\n`,
  );
  add(entries);
  add(`\nendstream\nendobj\nstartxref\n${offsets.get(xrefNumber)}\n%%EOF\n`);
  return Buffer.concat(parts);
}

/** The objects of a one-page PDF saying `text`; `catalog` and `page` add entries to those dictionaries. */
export function onePage(text: string, extra: { catalog?: string; page?: string } = {}): string[] {
  const content = `BT /F1 18 Tf 20 100 Td (${text}) Tj ET`;
  return [
    `<< /Type /Catalog /Pages 2 0 R ${extra.catalog ?? ''} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${extra.page ?? ''} >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
}
