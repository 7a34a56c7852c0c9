import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { continueButton } from './support/residential-wizard';
import { expectToast } from './support/toast';

test.describe('A part of the page that does not arrive', () => {
  test('A lazily loaded part that fails to load says so and offers a reload, which brings the page back', async ({
    page,
  }) => {
    await page.goto('application/residential');
    await expect(page.getByRole('heading', { level: 1, name: 'Residential Application' })).toBeVisible();

    // The connection drops: the privacy policy's code (loaded when it is first opened) never arrives.
    await page.route('**/assets/privacy-policy-dialog-*.js', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Read our privacy policy' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not load' });
    await expect(alert.getByRole('heading', { level: 1, name: 'This page could not load' })).toBeVisible();
    await expect(alert).toContainText('Check your connection and reload the page.');
    await expectNoAxeViolations(page, 'page could not load');

    // Back online, the reload shows the page again and the policy opens.
    await page.unroute('**/assets/privacy-policy-dialog-*.js');
    await alert.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Residential Application' })).toBeVisible();
    await page.getByRole('button', { name: 'Read our privacy policy' }).click();
    await expect(page.getByRole('dialog', { name: 'Privacy Policy' })).toBeVisible();
  });

  test('A form whose checks do not arrive keeps what was typed, sends nothing and says so; the next try checks it', async ({
    page,
  }) => {
    await page.goto('application/residential');
    await expect(page.getByRole('heading', { level: 1, name: 'Residential Application' })).toBeVisible();
    await page.getByLabel('First name', { exact: true }).fill('Lerato');

    // The validation library and the form's schema load with the first check: here they never arrive.
    const offline = (url: URL) => url.pathname.includes('/assets/') && !url.pathname.includes('/assets/toaster-');
    await page.route(offline, (route) => route.abort('internetdisconnected'));
    const sent: string[] = [];
    page.on('request', (request) => {
      // What is typed is kept on the server as it is typed (the draft, ADR 041), checks or not: that is not sending
      // the form.
      if (request.url().includes('/api/') && !request.url().endsWith('/api/drafts')) sent.push(request.url());
    });
    await continueButton(page).click();
    await expectToast(page, { title: 'This page could not load', variant: 'destructive' });
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Lerato');
    expect(sent).toEqual([]);

    // Back online, Continue checks the form.
    await page.unroute(offline);
    await continueButton(page).click();
    await expect(page.getByLabel('Surname', { exact: true })).toHaveAccessibleDescription('Surname is required');
  });
});

/** A promise the test resolves when it chooses. */
function gate() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

test.describe('A page whose stylesheet and code are still on their way', () => {
  test('The portal header shows from the HTML alone, and does not move when the stylesheet arrives', async ({
    page,
  }) => {
    // A slow network: the stylesheet and the code are held until the test lets them through.
    const held = { css: gate(), js: gate() };
    await page.route('**/assets/*.css', async (route) => {
      await held.css.promise;
      await route.continue();
    });
    await page.route('**/assets/*.js', async (route) => {
      await held.js.promise;
      await route.continue();
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto('application/residential', { waitUntil: 'commit' });
    const name = page.locator('.boot-shell').getByText('Protea Management');
    await expect(name).toBeVisible();
    const layout = () =>
      page.locator('.boot-shell *').evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return [element.tagName, box.x, box.y, box.width, box.height];
        }),
      );
    // Laid out and coloured by the page's own style (allowed by its hash in the CSP: no error).
    await expect(name).toHaveCSS('font-weight', '700');
    await expect(name).toHaveCSS('color', 'rgb(15, 81, 50)');
    await expect(page.locator('.boot-shell svg')).toHaveCSS('width', '40px');
    const beforeStylesheet = await layout();

    held.css.resolve();
    await expect(page.locator('body')).toHaveCSS('-webkit-font-smoothing', 'antialiased');
    expect(await layout()).toEqual(beforeStylesheet);

    held.js.resolve();
    await expect(page.getByRole('heading', { level: 1, name: 'Residential Application' })).toBeVisible();
    await expect(page.locator('.boot-shell')).toBeHidden();
    expect(errors).toEqual([]);
  });
});
