import { pdfNames } from './pdf-names.js';

/**
 * The names of what a viewer would run or open from a PDF: scripts (`/JavaScript` actions and their `/JS`), launch
 * actions (a program or file on the reader's machine), and embedded files (the name tree, file specifications
 * carrying `/EF`, attachment annotations). No document a customer or staff member hands in needs any of them.
 */
const ACTIVE_NAMES = ['JavaScript', 'JS', 'Launch', 'EmbeddedFiles', 'EmbeddedFile', 'EF', 'FileAttachment'];

/** pdf.js reads a page's annotations this many pages in at most: a 5 MB file of tiny pages would take seconds. */
const MAX_PAGES_WALKED = 500;

/** pdf.js's number for a file attachment annotation (AnnotationType.FILEATTACHMENT). */
const FILE_ATTACHMENT = 17;

/**
 * What makes a PDF active (a name from the list above), or null for a document that only shows. Two passes: every
 * name in its objects, compressed object streams included (pdf-names.ts), which sees a Launch action anywhere; then
 * pdf.js walks the document as a viewer does (the catalog's names, OpenAction and AA, the form fields, every page's AA
 * and annotations), which also reads what the first pass cannot: encrypted objects, unusual filters.
 */
export async function findActiveContent(content: Uint8Array): Promise<string | null> {
  const names = pdfNames(content);
  return ACTIVE_NAMES.find((name) => names.has(name)) ?? (await walkAsViewer(content));
}

/**
 * The structural pass alone (exported for its tests). A file pdf.js cannot open or read to the end (a password, a
 * damaged page) is left to the first pass: such files were accepted before this check, and still are.
 */
export async function walkAsViewer(content: Uint8Array): Promise<string | null> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js may take over the buffer it is given, so it gets a copy; nothing is evaluated, no font is loaded.
  const task = getDocument({
    data: new Uint8Array(content),
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    if (await document.getJSActions()) return 'JavaScript';
    if (await document.getAttachments()) return 'EmbeddedFiles';
    const fields = (await document.getFieldObjects()) ?? {};
    if (Object.values(fields).some((field) => field.some((part) => 'actions' in part && part.actions))) {
      return 'JavaScript';
    }
    for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES_WALKED); number++) {
      const page = await document.getPage(number);
      if (await page.getJSActions()) return 'JavaScript';
      for (const annotation of await page.getAnnotations()) {
        if (annotation.actions) return 'JavaScript';
        if (annotation.annotationType === FILE_ATTACHMENT || annotation.attachment) return 'FileAttachment';
      }
    }
    return null;
  } catch {
    return null;
  } finally {
    await task.destroy();
  }
}
