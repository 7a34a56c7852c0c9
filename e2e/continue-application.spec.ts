import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  applicant,
  applicantApi,
  enterCode,
  expectStep,
  startApplicationThroughApi,
} from './support/residential-wizard';
import { smsTo, waitForCode } from './support/sms-outbox';
import { dismissToast, expectToast } from './support/toast';

const CODE_REQUEST = /\/ClientApps\/api\/requests\/[^/]+\/code$/;

/** Counts the code requests the page makes from now on. */
function countCodeRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (CODE_REQUEST.test(request.url())) seen.push(request.url());
  });
  return seen;
}

const referenceBox = (page: Page) => page.getByLabel('Reference or account number');

test.describe('Continue Application tab', () => {
  test('Visitors cannot continue without a reference, or with something that is none, and are told why', async ({
    page,
  }) => {
    const requests = countCodeRequests(page);
    await page.goto('./?tab=continue');
    const reference = referenceBox(page);
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });

    await expect(reference).toHaveValue('');
    await expect(continueButton).toBeDisabled();

    await reference.fill('   ');
    await expect(continueButton).toBeDisabled();

    await reference.fill('PM-2026-1');
    await expect(continueButton).toBeEnabled();
    await reference.fill('');
    await expect(continueButton).toBeDisabled();

    await reference.press('Enter');
    await expectToast(page, {
      title: 'Reference Required',
      description: 'Please enter your reference or account number.',
      variant: 'destructive',
    });
    // Pointing at the toast holds it (as for a person reading it), so its five seconds do not run out while the
    // accessibility scan runs on a busy machine.
    await page
      .getByRole('region', { name: /\(F8\)$/ })
      .getByRole('listitem')
      .hover();
    await expectNoAxeViolations(page, 'landing Continue tab with the Reference Required toast');
    await dismissToast(page, 'Reference Required');

    // Something that is no reference and no account number is told apart before anything is asked of the server.
    await reference.fill('PM-2026-1');
    await reference.press('Enter');
    await expectToast(page, {
      title: 'Check the reference',
      description: 'Enter a reference such as PM-2026-12345 or TM-2026-12345, or an account number of 4 to 12 digits.',
      variant: 'destructive',
    });
    await expect(page).toHaveURL(/\?tab=continue$/);
    expect(requests, 'no code is asked for a blank or malformed reference').toEqual([]);
  });

  test('Visitors with an unknown reference are told on the Track page that no request was found', async ({ page }) => {
    const requests = countCodeRequests(page);
    await page.goto('./?tab=continue');
    await referenceBox(page).fill(' tm-2026-99999 ');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await expect(page).toHaveURL(/\/ClientApps\/track\?ref=TM-2026-99999(&send=1)?$/);
    const main = page.getByRole('main');
    await expect(main.getByText('We could not find a request with that reference or account number.')).toBeVisible();
    await expect(referenceBox(page)).toHaveValue('TM-2026-99999');
    await expect(referenceBox(page)).toHaveAttribute('aria-invalid', 'true');
    expect(requests.map((url) => new URL(url).pathname)).toEqual(['/ClientApps/api/requests/TM-2026-99999/code']);
    await expectNoAxeViolations(page, 'Track with a reference of no request');
  });

  test('Visitors with an application not yet submitted verify once and continue it in its wizard', async ({
    browser,
    playwright,
    baseURL,
  }) => {
    const person = applicant('Nomsa', 'Continuer', '0963');
    const api = await applicantApi(playwright, baseURL);
    const reference = await startApplicationThroughApi(api, person);
    await api.dispose();

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('./?tab=continue');
    await referenceBox(page).fill(reference.toLowerCase());
    const codesBefore = smsTo(person.cellPhoneE164).length;
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Enter the code' })).toBeVisible();
    await enterCode(page, await waitForCode(person.cellPhoneE164, codesBefore));

    // Not yet submitted: straight into its wizard, on the session the code opened, with no second code.
    await expect(page).toHaveURL(new RegExp(`/ClientApps/application/residential\\?continue=${reference}$`));
    await expectStep(page, 'Property information', '33.33');
    await expect(page.getByTestId('confirmed-address')).toContainText('Unit 9, Waterkloof Heights');
    expect(smsTo(person.cellPhoneE164), 'one code only').toHaveLength(codesBefore + 1);
    await context.close();
  });

  test('Go Back returns visitors to the New Application tab', async ({ page }) => {
    await page.goto('./');
    await page.getByRole('tab', { name: 'Continue Application' }).click();
    await expect(page).toHaveURL(/\?tab=continue$/);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page.getByRole('tab', { name: 'New Application' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Apply for utility services' })).toBeVisible();
    await expect(page).toHaveURL((url) => !url.searchParams.has('tab'));
  });
});
