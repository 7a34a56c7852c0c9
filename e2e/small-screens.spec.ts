import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

const WIDTH = 360;

/** Nothing on the page is wider than the screen, so it never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, screen: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `page width of ${screen}`).toBeLessThanOrEqual(WIDTH);
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
      ['Continue Application', 'Continue your application'],
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
});
