import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

const FIELDS = [
  'Account holder name',
  'Protea Management account number',
  'Complex name and unit number',
  'Bank name',
  'Branch name',
  'Branch code',
  'Bank account number',
  'Account type (cheque / savings)',
  'Debit day of the month',
  'Cell phone number',
];

/** The debit order authority customers print, sign and return with their application. */
export async function buildDebitOrderForm(contact: {
  phone: string;
  email: string;
  address: string;
}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Debit Order Authority - Protea Management');
  pdf.setAuthor('Protea Management');
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const green = rgb(0.09, 0.4, 0.27);
  let y = 790;

  page.drawText('Protea Management', { x: 50, y, size: 20, font: bold, color: green });
  y -= 22;
  page.drawText('Debit Order Authority', { x: 50, y, size: 15, font: bold });
  y -= 18;
  page.drawText(`${contact.address}  |  ${contact.phone}  |  ${contact.email}`, { x: 50, y, size: 9, font: regular });
  y -= 30;

  const intro = [
    'I/We hereby authorise Protea Management to draw against my/our bank account the amounts due',
    'for utility services (electricity, water and metering) supplied to the premises below, on the',
    'day of the month given, until this authority is cancelled in writing with 30 days notice.',
  ];
  for (const line of intro) {
    page.drawText(line, { x: 50, y, size: 10, font: regular });
    y -= 14;
  }
  y -= 16;

  for (const label of FIELDS) {
    page.drawText(label, { x: 50, y, size: 10, font: bold });
    page.drawLine({ start: { x: 250, y: y - 2 }, end: { x: 545, y: y - 2 }, thickness: 0.7 });
    y -= 30;
  }

  y -= 10;
  page.drawText('Signature of account holder', { x: 50, y, size: 10, font: bold });
  page.drawLine({ start: { x: 250, y: y - 2 }, end: { x: 420, y: y - 2 }, thickness: 0.7 });
  page.drawText('Date', { x: 435, y, size: 10, font: bold });
  page.drawLine({ start: { x: 465, y: y - 2 }, end: { x: 545, y: y - 2 }, thickness: 0.7 });
  y -= 40;
  page.drawText('Return the signed form with your application, or e-mail it to the address above.', {
    x: 50,
    y,
    size: 9,
    font: regular,
  });
  return pdf.save();
}
