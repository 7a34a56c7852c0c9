import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { arcadiaTenancy, submitApplicationThroughApi } from './support/admin-applications';
import { expectNoAxeViolations } from './support/axe';
import { pdfText } from './support/pdf-text';
import { applicant, applicantApi } from './support/residential-wizard';

test.describe('Verifying a document', () => {
  test('A landlord opens the address printed on an application PDF and sees that it is genuine, with the hash of the file', async ({
    browser,
    playwright,
    baseURL,
  }) => {
    const api = await applicantApi(playwright, baseURL);
    const { reference } = await submitApplicationThroughApi(
      api,
      applicant('Nandi', 'Verifytest', '0861'),
      arcadiaTenancy('7'),
    );
    const download = await api.get(`api/generate-pdf/${reference}`);
    expect(download.status()).toBe(200);
    const pdf = await download.body();
    await api.dispose();
    const text = await pdfText(pdf);
    const verifyUrl = /Check this document at (\S+)/.exec(text)?.[1];
    expect(verifyUrl).toMatch(
      /\/ClientApps\/verify\/[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
    );
    const sha256 = createHash('sha256').update(pdf).digest('hex');

    // The landlord has no session of any kind: a browser of their own.
    const landlord = await browser.newContext();
    const page = await landlord.newPage();
    await page.goto(verifyUrl!);

    await expect(page.getByRole('heading', { level: 2, name: 'Genuine document' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Check a Document' })).toBeVisible();
    await expect(page).toHaveTitle('Check a Document - Protea Management');
    const details = page.getByRole('definition');
    await expect(details.filter({ hasText: reference })).toHaveText(reference);
    await expect(details.filter({ hasText: 'Residential application' })).toBeVisible();
    await expect(details.filter({ hasText: 'Pending' })).toBeVisible();
    await expect(details.filter({ hasText: /^[0-9a-f]{64}$/ })).toHaveText(sha256);
    await expect(details.filter({ hasText: /SAST$/ })).toHaveText(/^\d{4}\/\d{2}\/\d{2}, \d{2}:\d{2} SAST$/);
    // Nothing about the applicant.
    await expect(page.getByText('Verifytest')).toHaveCount(0);
    await expectNoAxeViolations(page, 'a genuine document');

    // Typed by hand, in lower case and without dashes, the same code finds the same document.
    const code = verifyUrl!.split('/').pop()!;
    await page.goto('verify');
    await page.getByLabel('Verification code').fill(code.replaceAll('-', '').toLowerCase());
    await page.getByRole('button', { name: 'Check Document' }).click();
    await expect(page).toHaveURL(new RegExp(`/ClientApps/verify/${code}$`));
    await expect(page.getByRole('definition').filter({ hasText: /^[0-9a-f]{64}$/ })).toHaveText(sha256);
    await landlord.close();
  });

  test('A made-up code is not found, with what to do next', async ({ page }) => {
    await page.goto('verify/K7QM-2XPA-9HWD');

    await expect(page.getByRole('heading', { level: 2, name: 'We could not find this code' })).toBeVisible();
    await expect(page.getByText('the document may not be genuine')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact us', exact: true })).toHaveAttribute(
      'href',
      '/ClientApps/contact',
    );
    await expect(page.getByRole('heading', { name: 'Genuine document' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'an unknown code');

    // Something that cannot be a code is said so before anything is asked of the server.
    await page.goto('verify');
    await page.getByLabel('Verification code').fill('K7QM-2XPA');
    await page.getByRole('button', { name: 'Check Document' }).click();
    await expect(page.getByLabel('Verification code')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter the 12 letters and digits of the code')).toBeVisible();
    await expect(page).toHaveURL(/\/ClientApps\/verify$/);
    await expectNoAxeViolations(page, 'the code form with an error');
  });
});
