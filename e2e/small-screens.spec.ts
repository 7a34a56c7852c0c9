import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  arcadiaTenancy,
  openSection,
  reviewDialog,
  signInAsAdmin,
  submitApplicationThroughApi,
} from './support/admin-applications';
import { expectNoAxeViolations } from './support/axe';
import {
  applicant,
  applicantApi,
  continueButton,
  expectStep,
  fillClientDetails,
  fillTenancy,
  pickWaterkloofUnit,
} from './support/residential-wizard';
import { dismissToast, expectToast, notifications } from './support/toast';

const WIDTH = 360;

/** Nothing on the page is wider than the screen, so it never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, screen: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `page width of ${screen}`).toBeLessThanOrEqual(WIDTH);
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectClearOf(toast: Locator, field: Locator) {
  await expect(field).toBeFocused();
  const [toastBox, fieldBox] = [await toast.boundingBox(), await field.boundingBox()];
  expect(toastBox && fieldBox && overlaps(toastBox, fieldBox), 'the toast covers the focused field').toBe(false);
  expect(toastBox!.x).toBeGreaterThanOrEqual(0);
  expect(toastBox!.x + toastBox!.width).toBeLessThanOrEqual(WIDTH);
}

test.describe('On a 360 px phone', () => {
  test.use({ viewport: { width: WIDTH, height: 740 }, hasTouch: true, isMobile: true });

  test('The landing page, its tabs, the choice pages and the first wizard step never scroll sideways', async ({
    page,
  }) => {
    await page.goto('./');
    await expect(page.getByRole('heading', { level: 1, name: 'Utility Services Portal' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'landing');
    await expectNoAxeViolations(page, 'landing at 360 px');
    for (const [tab, heading] of [
      ['Continue Application', 'Continue or track your request'],
      ['Service Termination', 'Terminate your services'],
      ['New Application', 'Apply for utility services'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).tap();
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expectNoSidewaysScroll(page, `landing tab ${tab}`);
    }
    for (const [path, heading] of [
      ['application/start', 'What are you applying for?'],
      ['termination/start', 'Which services are you terminating?'],
      ['application/residential', 'Residential Application'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoSidewaysScroll(page, path);
    }

    // The longest words are isiZulu's: the tabs and the contact card wrap them too.
    await page.goto('./');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('zu');
    await expect(page.getByRole('tab', { name: 'Ukunqamulwa Kwezinsizakalo' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'landing in isiZulu');
  });

  test('A toast never covers the code box on the phone verification step', async ({ page }) => {
    const person = applicant('Lwazi', 'Toastclear', '0761');
    await page.goto('application/residential');
    await fillClientDetails(page, person);
    await page.getByLabel(/^I have read the privacy notice/).tap();
    await continueButton(page).tap();
    await expectStep(page, 'Property information', '33.33');
    await pickWaterkloofUnit(page, '10');
    await fillTenancy(page, 'Tenant');
    await continueButton(page).tap();
    await expectStep(page, 'Verify your phone', '50');

    const created = await expectToast(page, { title: 'Application Created', variant: 'success' });
    // At the bottom of the screen, clear of the header (logo, language picker, Admin Login) and the Verify button.
    const toastBox = (await created.boundingBox())!;
    expect(toastBox.y + toastBox.height, 'the toast sits at the bottom').toBeGreaterThan(740 - 40);
    for (const [name, element] of [
      ['the header', page.getByRole('banner')],
      ['the Verify button', page.getByRole('button', { name: 'Verify', exact: true })],
    ] as const) {
      expect(overlaps(toastBox, (await element.boundingBox())!), `the toast covers ${name}`).toBe(false);
    }
    // Focus as the phone gives it after a tap (tap() itself would first move the field out from under the toast).
    const code = page.getByLabel('Verification code');
    await code.focus();
    await expectClearOf(created, code);
    await expectNoSidewaysScroll(page, 'phone verification with a toast');

    // Even a field scrolled right under the toast is moved clear of it when it gets focus.
    await code.blur();
    const isUnderToast = await page.evaluate(() => {
      const field = document.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')!;
      const toast = document.querySelector('[data-testid="toast"]')!.getBoundingClientRect();
      // Room above the page, so that the field can be scrolled down to the toast at the bottom.
      document.documentElement.style.paddingTop = `${window.innerHeight}px`;
      window.scrollTo(0, window.scrollY + window.innerHeight);
      window.scrollBy(0, field.getBoundingClientRect().top - (toast.top + 10));
      const box = field.getBoundingClientRect();
      return box.top < toast.bottom && box.bottom > toast.top;
    });
    expect(isUnderToast, 'the field was scrolled under the toast').toBe(true);
    await code.focus();
    await expectClearOf(created, code);
    await dismissToast(page, 'Application Created');
    await expect(notifications(page).getByRole('listitem')).toHaveCount(0);
  });

  test('Admins can use the applications list and the review dialog without sideways scrolling', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const api = await applicantApi(playwright, baseURL);
    // Long names and an address with no place to break are what a phone has to cope with.
    const person = {
      ...applicant('Nomathemba-Nokuthula', 'Vanderwesthuizen-Mokoena', '0762'),
      email: 'nomathemba.vanderwesthuizen-mokoena@proteamanagementservices.co.za',
    };
    const { reference } = await submitApplicationThroughApi(api, person, arcadiaTenancy());
    await api.dispose();

    await signInAsAdmin(page, `admin?tab=applications&apps.status=pending&apps.search=${reference}`);
    await expect(page.getByRole('rowheader', { name: reference })).toBeVisible();
    await expectNoSidewaysScroll(page, 'applications list');
    await expectNoAxeViolations(page, 'applications list at 360 px');

    await page.getByRole('row').filter({ hasText: reference }).getByRole('button', { name: 'View' }).tap();
    const dialog = reviewDialog(page, reference);
    for (const section of ['Applicant', 'Property', 'Timeline', 'Documents', 'Actions'] as const) {
      const panel = await openSection(dialog, section);
      await expect(panel).toBeVisible();
      const box = (await dialog.boundingBox())!;
      expect(box.x, `${section}: dialog inside the screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${section}: dialog inside the screen`).toBeLessThanOrEqual(WIDTH);
      expect(box.y + box.height, `${section}: dialog inside the screen`).toBeLessThanOrEqual(740);
      const [scrollWidth, clientWidth] = await dialog.evaluate((element) => [element.scrollWidth, element.clientWidth]);
      expect(scrollWidth, `${section}: nothing in the dialog is wider than it`).toBeLessThanOrEqual(clientWidth);
      await expectNoSidewaysScroll(page, `review dialog, ${section}`);
    }
    await openSection(dialog, 'Applicant');
    await expect(dialog.getByText(person.email)).toBeVisible();
    await expectNoAxeViolations(page, 'review dialog at 360 px');
    await dialog.getByRole('button', { name: 'Close' }).first().tap();
    await expect(dialog).toHaveCount(0);

    // isiZulu has the longest words of the four languages.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('zu');
    await expect(page.getByRole('heading', { level: 1, name: /^Ingxenye yokuphatha/ })).toBeVisible();
    await expectNoSidewaysScroll(page, 'applications list in isiZulu');
  });
});
