import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin-applications';
import { expectNoAxeViolations } from './support/axe';

/**
 * The back office's two lists (issue 39): every row's actions on the screen at 1280 px and reachable at 360 px, the
 * Due column's first click putting the most urgent case first, and one product name on every page.
 */

const LISTS = [
  { tab: 'applications', namespace: 'apps', statusTabs: 'Application status' },
  { tab: 'terminations', namespace: 'terms', statusTabs: 'Termination status' },
] as const;

/** Waits for the list's rows: not the previous tab's, still shown faded while the next load. */
async function listLoaded(page: Page) {
  await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
}

/** The rows of the list's body (the header row holds no buttons). */
const bodyRows = (page: Page) =>
  page
    .getByRole('table')
    .locator('tbody tr')
    .filter({ has: page.getByRole('button') });

for (const list of LISTS) {
  test(`Every row of the ${list.tab} list shows all its actions at 1280 px`, async ({ page }) => {
    // Every status tab of the list, one after the other.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(page, `admin?tab=${list.tab}`);
    let checked = 0;
    const tabs = page.getByRole('tablist', { name: list.statusTabs }).getByRole('tab');
    for (let index = 0; index < (await tabs.count()); index++) {
      const status = (await tabs.nth(index).textContent()) ?? '';
      await tabs.nth(index).click();
      await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
      await listLoaded(page);
      // Left edge, right edge and the scroller's visible right edge of every action button of every row.
      const boxes = await bodyRows(page).evaluateAll((rows) =>
        rows.flatMap((row) => {
          const scroller = row.closest('table')!.parentElement!.getBoundingClientRect();
          const cell = row.lastElementChild!;
          return [...cell.querySelectorAll('button')].map((button) => {
            const box = button.getBoundingClientRect();
            return { name: button.textContent, left: box.left, right: box.right, visibleRight: scroller.right };
          });
        }),
      );
      for (const box of boxes) {
        expect(box.left, `${status}: ${box.name}`).toBeGreaterThanOrEqual(0);
        expect(box.right, `${status}: ${box.name}`).toBeLessThanOrEqual(Math.min(1280, box.visibleRight));
      }
      checked += boxes.length;
    }
    expect(checked).toBeGreaterThan(0);
    await expectNoAxeViolations(page, `${list.tab} list at 1280 px`);
  });

  test(`Every action of a ${list.tab} row can be reached at 360 px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAsAdmin(page, `admin?tab=${list.tab}`);
    await listLoaded(page);
    // The page itself does not scroll sideways; the table scrolls within its own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const actions = bodyRows(page).first().locator('td').last().getByRole('button');
    const count = await actions.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index++) {
      const action = actions.nth(index);
      await action.scrollIntoViewIfNeeded();
      await expect(action).toBeInViewport();
      await expect(action).toBeEnabled();
    }
    await expectNoAxeViolations(page, `${list.tab} list at 360 px`);
  });

  test(`The first click on Due lists the most urgent ${list.tab} first`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(page, `admin?tab=${list.tab}`);
    await listLoaded(page);
    const due = page.getByRole('columnheader', { name: /^Due/ });
    await expect(due).toHaveAttribute('aria-sort', 'none');
    await due.getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`${list.namespace}\\.sort=dueAt`));
    await expect(due).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false');
    const times = await bodyRows(page)
      .locator('time[title]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
    expect(times.length).toBeGreaterThan(1);
    // Soonest due (most overdue) first.
    expect(times).toEqual([...times].sort());
    await expect(bodyRows(page).first().locator('time[title]')).toHaveText(/^Overdue by /);
  });
}

const OLD_NAMES = /Metering Services Dashboard|Administrator\s*Panel/i;

test('Every page names the product Protea Management, and the back office after it', async ({ page }) => {
  await page.goto('');
  await expect(page.getByRole('heading', { level: 1, name: 'Utility Services Portal' })).toBeVisible();
  await expect(page).toHaveTitle(/Protea Management/);
  expect(await page.locator('body').innerText()).not.toMatch(OLD_NAMES);

  await page.goto('admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page).toHaveTitle('Back office - Protea Management');
  const header = page.getByRole('banner');
  await expect(header).toContainText('Protea Management');
  expect(await page.locator('body').innerText()).not.toMatch(OLD_NAMES);

  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Protea Management back office');
  await expect(page).toHaveTitle('Back office - Protea Management');
  expect(await page.locator('body').innerText()).not.toMatch(OLD_NAMES);

  for (const [language, title] of [
    ['af', 'Protea Management-agterkantoor'],
    ['st', 'Karolo ya botsamaisi ya Protea Management'],
    ['zu', 'Ingxenye yokuphatha ye-Protea Management'],
  ] as const) {
    await header.getByRole('combobox').selectOption(language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(header).toContainText('Protea Management');
    await expect(page).toHaveTitle(/ - Protea Management$/);
  }
});
