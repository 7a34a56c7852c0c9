import { expect, type Page, test } from '@playwright/test';
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
import { applicant, applicantApi } from './support/residential-wizard';
import { addReviewer, enterPassword, logOut, replaceTemporaryPassword } from './support/staff-accounts';
import { dismissToast, expectToast } from './support/toast';

/**
 * Work shared among staff (issue 28): a reviewer takes a case and decides it, another sees who holds it and cannot
 * take it, and the overdue view lists the most overdue first, at 1280 and 360 px.
 */

/** A reviewer's first sign-in: the temporary password the administrator read, then one of their own. */
async function firstSignIn(page: Page, username: string, temporary: string) {
  await enterPassword(page, username, temporary);
  await replaceTemporaryPassword(page, temporary, `Kettle-${username.length}-Jacaranda-Rain`);
}

async function openApplication(page: Page, reference: string) {
  await page.goto('admin?tab=applications');
  await searchApplications(page, reference);
  await applicationRow(page, reference).getByRole('button', { name: 'View' }).click();
  return reviewDialog(page, reference);
}

test('An administrator adds a reviewer, who changes the password, takes a case and decides it; another reviewer sees who holds it', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const api = await applicantApi(playwright, baseURL);
  const { reference } = await submitApplicationThroughApi(
    api,
    applicant('Sipho', 'Held', '0981'),
    arcadiaTenancy('14'),
  );
  await api.dispose();

  const stamp = Date.now().toString(36);
  const thandi = { name: `Thandi Holder ${stamp}`, username: `thandi.${stamp}` };
  const pieter = { name: `Pieter Second ${stamp}`, username: `pieter.${stamp}` };
  const thandiPassword = await addReviewer(page, thandi);
  await logOut(page);
  const pieterPassword = await addReviewer(page, pieter);

  // Thandi takes the application from the review dialog.
  const thandiContext = await browser.newContext({ baseURL });
  const desk = await thandiContext.newPage();
  await firstSignIn(desk, thandi.username, thandiPassword);
  const dialog = await openApplication(desk, reference);
  await expect(dialog.getByText('Nobody is working on this case.')).toBeVisible();
  await expect(dialog.getByText(/^Due in \d+ (h|min|days?)$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Take' }).click();
  await expectToast(desk, { title: 'The case is yours', variant: 'success' });
  await dismissToast(desk, 'The case is yours');
  await expect(dialog.getByText('You are working on this case.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Release' })).toBeVisible();
  await expectNoAxeViolations(desk, 'review dialog, held by the reader');

  // Pieter, on his own computer, sees who holds it: no Take, and the reason he cannot decide.
  const pieterContext = await browser.newContext({ baseURL });
  const second = await pieterContext.newPage();
  await firstSignIn(second, pieter.username, pieterPassword);
  await second.goto('admin?tab=applications&apps.view=unassigned');
  await searchApplications(second, reference);
  await expect(applicationRow(second, reference)).toHaveCount(0);
  await second.getByLabel('Show').selectOption({ label: 'All cases' });
  await expect(applicationRow(second, reference).getByRole('cell')).toContainText([thandi.name]);
  await applicationRow(second, reference).getByRole('button', { name: 'View' }).click();
  const seen = reviewDialog(second, reference);
  await expect(seen.getByText(`${thandi.name} is working on this case.`)).toBeVisible();
  await expect(seen.getByText('Only they or an administrator can decide it.')).toBeVisible();
  await expect(seen.getByRole('button', { name: 'Take' })).toHaveCount(0);
  await expectNoAxeViolations(second, 'review dialog, held by someone else');
  await pieterContext.close();

  // Thandi decides it: a request for information.
  const actions = await openSection(dialog, 'Actions');
  await actions.getByLabel('Information needed').selectOption({ label: 'Unclear/unreadable ID copy.' });
  await actions.getByRole('button', { name: 'Send Request' }).click();
  await expectToast(desk, { title: 'Request Sent', variant: 'success' });
  await openSection(dialog, 'Timeline');
  await expect(dialog.getByText(`Taken by ${thandi.name}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Under "Assigned to me" with the information asked for.
  await desk.getByLabel('Show').selectOption({ label: 'Assigned to me' });
  await expect(desk).toHaveURL(/apps\.view=mine/);
  await desk
    .getByRole('tablist', { name: 'Application status' })
    .getByRole('tab', { name: /Awaiting Info/ })
    .click();
  await expect(applicationRow(desk, reference)).toBeVisible();
  await thandiContext.close();
});

for (const width of [1280, 360]) {
  test(`The overdue view lists the most overdue first, at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await signInAsAdmin(page, 'admin?tab=applications');
    await page.getByLabel('Show').selectOption({ label: 'Overdue' });
    await expect(page).toHaveURL(/apps\.view=overdue/);
    await expect(page).toHaveURL(/apps\.sort=dueAt/);
    await expect(page).toHaveURL(/apps\.order=asc/);
    // The rows of the view asked for, not the previous list's still shown while the new page loads.
    await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false');
    const dues = page
      .getByRole('row')
      .locator('time')
      .filter({ hasText: /^Overdue by / });
    await expect(dues.first()).toBeVisible();
    const times = await dues.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
    expect(times.length).toBeGreaterThan(0);
    expect(times).toEqual([...times].sort());
    if (width === 360) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
    await expectNoAxeViolations(page, `overdue view at ${width} px`);
    await page.screenshot({ path: testInfo.outputPath(`overdue-${width}.png`), fullPage: true });
  });
}
