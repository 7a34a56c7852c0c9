import { PDFParse } from 'pdf-parse';

export interface ReadPdf {
  /** All text, pages separated as pdf.js reads them. */
  text: string;
  pageTexts: string[];
  pages: number;
  /** The Info dictionary (Title, Author, Producer...). */
  info: Record<string, unknown>;
  createdAt: Date | null | undefined;
  modifiedAt: Date | null | undefined;
}

/** Reads a generated PDF the way a viewer would (pdf.js), for assertions on what a person sees. */
export async function readPdf(pdf: Uint8Array): Promise<ReadPdf> {
  // pdf.js may take over the buffer it is given, so it gets a copy.
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const text = await parser.getText();
    const info = await parser.getInfo();
    const dates = info.getDateNode();
    return {
      text: text.text,
      pageTexts: text.pages.map((page) => page.text),
      pages: text.total,
      info: info.info ?? {},
      createdAt: dates.CreationDate,
      modifiedAt: dates.ModDate,
    };
  } finally {
    await parser.destroy();
  }
}
