import { expect, type Page, test } from '@playwright/test';
import {
  applicationRow,
  arcadiaTenancy,
  reviewDialog,
  signInAsAdmin,
  submitApplicationThroughApi,
} from './support/admin-applications';
import { expectNoAxeViolations } from './support/axe';
import { recordCspViolations } from './support/csp';
import { applicant, applicantApi, enterCode, expectStep, waterkloofApplication } from './support/residential-wizard';
import { waitForCode } from './support/sms-outbox';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * Turns the mouse wheel over a point of the page and reports whether the page behind moved. A wheel's scroll shows by
 * the first frame after its event: the answer waits for the event and two frames.
 */
async function wheelMoves(page: Page, x: number, y: number) {
  const before = await scrollY(page);
  const wheel = await page.evaluateHandle(() => ({
    handled: new Promise<void>((resolve) => {
      const twoFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      window.addEventListener('wheel', twoFrames, { once: true, capture: true });
    }),
  }));
  await page.mouse.move(x, y);
  await page.mouse.wheel(0, 600);
  await wheel.evaluate((seen) => seen.handled);
  return (await scrollY(page)) !== before;
}

// A short window, so the page behind a dialog is taller than the screen and could scroll.
test.use({ viewport: { width: 1024, height: 520 } });

test.describe('Dialogs under the Content Security Policy', () => {
  test('The admin review dialog opens without a CSP violation and the page behind it does not scroll', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const api = await applicantApi(playwright, baseURL);
    const { reference } = await submitApplicationThroughApi(
      api,
      applicant('Refilwe', 'Scrolllock', '0721'),
      arcadiaTenancy(),
    );
    await api.dispose();
    const violations = await recordCspViolations(page);

    await signInAsAdmin(page, `admin?tab=applications&apps.status=pending&apps.search=${reference}`);
    await expect(page.locator('meta[name="csp-nonce"]')).toHaveAttribute('content', /^[0-9a-f]{32}$/);
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
    await applicationRow(page, reference).getByRole('button', { name: 'View' }).click();
    const dialog = reviewDialog(page, reference);
    await expect(dialog.getByRole('tab', { name: 'Applicant' })).toBeVisible();

    // Radix's scroll lock is a <style> element: it must carry the nonce, so the CSP lets it apply.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const behind = await scrollY(page);
    expect(await wheelMoves(page, 20, 500)).toBe(false);
    await page.keyboard.press('End');
    await page.keyboard.press('PageDown');
    expect(await scrollY(page)).toBe(behind);
    expect(await violations()).toEqual([]);
    await expectNoAxeViolations(page, 'review dialog in a short window');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    // The same wheel moves the page once the dialog is gone.
    expect(await wheelMoves(page, 20, 500)).toBe(true);
    expect(await violations()).toEqual([]);
  });

  test("The wizard's Edit Details dialog keeps the page behind it still, without a CSP violation", async ({
    page,
    request,
  }) => {
    const person = applicant('Tumelo', 'Editdialog', '0722');
    const created = await request.post('api/residential-applications', { data: waterkloofApplication(person, '4') });
    expect(created.status()).toBe(201);
    const { applicationNumber: reference } = (await created.json()) as { applicationNumber: string };
    const violations = await recordCspViolations(page);

    await page.goto(`application/residential?continue=${reference}`);
    await enterCode(page, await waitForCode(person.cellPhoneE164, 0));
    await expectStep(page, 'Property information', '33.33');
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);

    await page.getByRole('button', { name: 'Edit Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Details' });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    expect(await wheelMoves(page, 10, 500)).toBe(false);
    expect(await violations()).toEqual([]);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    expect(await wheelMoves(page, 10, 500)).toBe(true);
    expect(await violations()).toEqual([]);
  });
});
