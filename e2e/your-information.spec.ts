import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import {
  applicationRow,
  arcadiaTenancy,
  openSection,
  reviewDialog,
  searchApplications,
  signInAsAdmin,
  submitApplicationThroughApi,
} from './support/admin-applications';
import { expectNoAxeViolations } from './support/axe';
import { applicant, applicantApi, enterCode } from './support/residential-wizard';
import { smsTo, waitForCode } from './support/sms-outbox';
import { expectNoSidewaysScroll } from './support/termination-wizard';
import { expectToast } from './support/toast';

test.describe('The customer’s own copy', () => {
  test('An applicant comes back by code, downloads everything held and asks for a correction, which staff then read', async ({
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const person = applicant('Ayanda', 'Copyholder', '0951');
    const api = await applicantApi(playwright, baseURL);
    const { reference } = await submitApplicationThroughApi(api, person, arcadiaTenancy('31'));
    await api.dispose();

    // Another day, a phone: the reference and a texted code, nothing else.
    const customer = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const page = await customer.newPage();
    await page.goto('./?tab=continue');
    await page.getByLabel('Reference or account number').fill(reference);
    const codesBefore = smsTo(person.cellPhoneE164).length;
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await enterCode(page, await waitForCode(person.cellPhoneE164, codesBefore));

    const yours = page.getByRole('region', { name: 'Your information' });
    await expect(yours).toBeVisible();
    await expectNoSidewaysScroll(page, 'confirmation with your information');
    await expectNoAxeViolations(page, 'confirmation with your information');

    const downloading = page.waitForEvent('download');
    await yours.getByRole('link', { name: 'Download my information (ZIP)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`Protea_${reference}_my-information.zip`);
    const files = unzipSync(new Uint8Array(await readAll(await download.createReadStream())));
    const record = JSON.parse(new TextDecoder().decode(files['request.json']));
    expect(record.request.reference).toBe(reference);
    expect(record.details.FirstName).toBe('Ayanda');
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['request.json', `${reference}.pdf`, 'documents/1-id.png', 'documents/2-deedlease.pdf']),
    );

    await yours.getByRole('button', { name: 'Send correction request' }).click();
    await expect(yours.getByText('Tell us what should be corrected')).toBeVisible();
    await yours.getByLabel('What should we correct?').fill('My email is ayanda.c@example.co.za, not ayanda@.');
    await yours.getByRole('button', { name: 'Send correction request' }).click();
    await expectToast(page, { title: 'Correction Request Sent', variant: 'success' });
    await expect(yours.getByLabel('What should we correct?')).toHaveValue('');
    await customer.close();

    // Staff see the request on the timeline, and who has looked at the application.
    const office = await browser.newContext();
    const staff = await office.newPage();
    await signInAsAdmin(staff, 'admin?tab=applications');
    await searchApplications(staff, reference);
    await applicationRow(staff, reference).getByRole('button', { name: 'View' }).click();
    const timeline = await openSection(reviewDialog(staff, reference), 'Timeline');
    await expect(timeline.getByText('The customer asked for a correction of their information')).toBeVisible();
    await expect(timeline.getByText('My email is ayanda.c@example.co.za, not ayanda@.')).toBeVisible();
    await expect(timeline.getByText(/The customer downloaded a copy of their information/)).toBeVisible();
    await expect(timeline.getByRole('heading', { name: 'Who has looked at this' })).toBeVisible();
    await expect(timeline.getByText(/^Viewed by Admin, /).first()).toBeVisible();
    await expectNoAxeViolations(staff, 'timeline with the access log');
    await office.close();
  });
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
