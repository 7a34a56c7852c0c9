import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { expectNoAxeViolations } from './support/axe';
import { dismissToast, expectToast, gate } from './support/toast';

const HOME = /\/ClientApps\/$/;
const ADMIN = /\/ClientApps\/admin$/;

/** The login call, so tests can count how many were made. */
const isLoginRequest = (url: string) => new URL(url).pathname === '/ClientApps/api/admin/login';

async function expectLoginForm(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page.getByText('Enter your credentials to access the admin dashboard')).toBeVisible();
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Return to Client Interface' })).toBeVisible();
}

async function expectDashboardShell(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Protea Management back office' })).toBeVisible();
  await expect(page.getByText(/^Signed in as \S/)).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByText('Protea Management', { exact: true })).toBeVisible();
  await expect(header.getByText('Back office', { exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveText(
    `© ${new Date().getFullYear()} · Administration portal for Protea Management`,
  );
  const sections = page.getByRole('tablist', { name: 'Dashboard sections' });
  // The E2E admin is an administrator: Staff is theirs besides everyone's Reference data and own account
  // (e2e/staff-accounts.spec.ts, e2e/reference-data.spec.ts).
  await expect(sections.getByRole('tab')).toContainText([
    'Overview',
    'Applications',
    'Terminations',
    'Reference data',
    'Staff',
    'My account',
  ]);
  await expect(sections.getByRole('tab')).toHaveCount(6);
  const assistant = page.getByRole('link', { name: /^AI Assistant/ });
  await expect(assistant).toBeVisible();
  await expect(assistant.getByText('NEW', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeEnabled();
}

/** Signs in with the E2E admin through the form and waits for the dashboard. */
async function signIn(page: Page) {
  await page.goto('admin');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Protea Management back office' })).toBeVisible();
}

test.describe('Admin login', () => {
  test('Admins who are not signed in see the login form', async ({ page }) => {
    await page.goto('admin');
    await expectLoginForm(page);
    await expect(page.getByRole('banner').getByText('Protea Management', { exact: true })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Dashboard sections' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'admin login', { soft: true });
  });

  test('Admins must enter both a username and a password', async ({ page }) => {
    const logins: string[] = [];
    page.on('request', (request) => {
      if (isLoginRequest(request.url())) logins.push(request.url());
    });
    await page.goto('admin');
    const login = page.getByRole('button', { name: 'Login', exact: true });

    await login.click();
    await expectToast(page, {
      title: 'Missing Information',
      description: 'Please enter both username and password.',
      variant: 'destructive',
    });
    await dismissToast(page, 'Missing Information');

    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').press('Enter');
    await expectToast(page, { title: 'Missing Information', variant: 'destructive' });
    await expectNoAxeViolations(page, 'admin login with the Missing Information toast', { soft: true });
    await dismissToast(page, 'Missing Information');

    await page.getByLabel('Username').fill('');
    await page.getByLabel('Password').fill('some-password');
    await login.click();
    await expectToast(page, { title: 'Missing Information', variant: 'destructive' });

    expect(logins, 'no login call is made with an empty field').toEqual([]);
    await expectLoginForm(page);
  });

  test('A wrong password is refused with Login Failed', async ({ page }) => {
    // This is the suite's only failed login: the server allows 5 failures per 15 minutes per username and per IP.
    await page.goto('admin');
    await page.getByLabel('Username').fill('e2e-not-an-admin');
    await page.getByLabel('Password').fill('certainly-wrong');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectToast(page, {
      title: 'Login Failed',
      description: 'Invalid username or password.',
      variant: 'destructive',
    });
    await expectLoginForm(page);
    await expect(page.getByRole('heading', { name: 'Protea Management back office' })).toHaveCount(0);
    await expect(page.getByLabel('Username')).toHaveValue('e2e-not-an-admin');
  });

  test('Return to Client Interface takes admins back to the public site', async ({ page }) => {
    await page.goto('admin');
    await page.getByRole('button', { name: 'Return to Client Interface' }).click();
    await expect(page).toHaveURL(HOME);
    await expect(page.getByRole('heading', { level: 1, name: 'Utility Services Portal' })).toBeVisible();
  });

  test('The Admin Login button on the public site opens the admin login', async ({ page }) => {
    await page.goto('./');
    await page.getByRole('link', { name: 'Admin Login' }).click();
    await expect(page).toHaveURL(ADMIN);
    await expectLoginForm(page);
  });
});

test.describe('Admin dashboard', () => {
  test('Admins can sign in and see the dashboard shell, and stay signed in after a reload', async ({ page }) => {
    const login = gate();
    await page.route(
      (url) => isLoginRequest(url.href),
      async (route) => {
        await login.opened;
        await route.continue();
      },
    );
    await page.goto('admin');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    const busy = page.getByRole('button', { name: 'Logging in...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    login.open();

    await expectToast(page, {
      title: 'Login Successful',
      description: 'Welcome to the admin dashboard.',
      variant: 'success',
    });
    await expect(page).toHaveURL(ADMIN);
    await expectDashboardShell(page);
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page, 'admin dashboard (overview)', { soft: true });

    await page.getByRole('tab', { name: 'Applications' }).click();
    await expect(page.getByRole('tab', { name: 'Applications' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/ClientApps\/admin\?tab=applications$/);
    await expect(page.getByRole('tabpanel', { name: 'Applications' })).toBeVisible();
    await page.getByRole('tab', { name: 'Terminations' }).click();
    await expect(page).toHaveURL(/\/ClientApps\/admin\?tab=terminations$/);
    await expect(page.getByRole('tabpanel', { name: 'Terminations' })).toBeVisible();

    await page.reload();
    await expectDashboardShell(page);
    await expect(page.getByRole('tab', { name: 'Terminations' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toHaveCount(0);
  });

  test('Admins can open the AI Assistant from the dashboard and come back', async ({ page }) => {
    await signIn(page);
    await page.getByRole('link', { name: /^AI Assistant/ }).click();
    await expect(page).toHaveURL(/\/ClientApps\/admin\/alfred$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Alfred Applman' })).toBeVisible();
    await expect(page.getByText('Analysis assistant for applications and documents')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Protea Management', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'admin AI assistant', { soft: true });

    await page.getByRole('link', { name: 'Back to Admin' }).click();
    await expect(page).toHaveURL(ADMIN);
    await expectDashboardShell(page);
  });

  test('Visitors who open the AI Assistant without signing in see the login form', async ({ page }) => {
    await page.goto('admin/alfred');
    await expectLoginForm(page);
    await expect(page.getByRole('heading', { name: 'Alfred Applman' })).toHaveCount(0);
  });

  test('Admins who log out land on the back-office sign-in form and must sign in again', async ({ page }) => {
    await page.goto('admin?tab=applications');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('tab', { name: /^Applications/, selected: true })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(ADMIN);
    await expectLoginForm(page);
    await expect(page.getByLabel('Username')).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Protea Management back office' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'sign-in form after logout');

    await page.reload();
    await expectLoginForm(page);
    await expect(page.getByRole('heading', { name: 'Protea Management back office' })).toHaveCount(0);
  });

  test('Back to Home in the admin header leads to the public site while staying signed in', async ({ page }) => {
    await signIn(page);
    await page.getByRole('banner').getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(HOME);
    await expect(page.getByRole('heading', { level: 1, name: 'Utility Services Portal' })).toBeVisible();
    await page.getByRole('link', { name: 'Admin Login' }).click();
    await expectDashboardShell(page);
  });
});
