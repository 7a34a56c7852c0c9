import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';

/** The text of a PDF, to check what a downloaded copy says. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: pdf });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/**
 * Clicks a button that opens an application's PDF in a new tab and returns the file. The server sends it as an
 * attachment, so Chromium downloads it and closes the tab; Playwright reports the download on the opening page.
 */
export async function downloadApplicationPdf(page: Page, button: Locator, reference: string): Promise<Buffer> {
  const tab = page.context().waitForEvent('page');
  const download = page.waitForEvent('download');
  await button.click();
  await tab;
  const file = await download;
  expect(new URL(file.url()).pathname).toBe(`/ClientApps/api/generate-pdf/${reference}`);
  expect(file.suggestedFilename()).toBe(`Application_${reference}.pdf`);
  return readFileSync((await file.path())!);
}
