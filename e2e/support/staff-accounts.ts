import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';

export const DASHBOARD = { level: 1, name: 'Protea Management back office' } as const;
export const sections = (page: Page) => page.getByRole('tablist', { name: 'Dashboard sections' });

/** The password step through the login form. */
export async function enterPassword(page: Page, username: string, password: string) {
  await page.goto('admin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function signIn(page: Page, username: string, password: string) {
  await enterPassword(page, username, password);
  await expect(page.getByRole('heading', DASHBOARD)).toBeVisible();
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
}

export async function openTab(page: Page, name: string | RegExp) {
  const tab = sections(page).getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel', { name, exact: true });
}

export const staffCard = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Staff members' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });

/** Fills the change of one's own password and sends it. */
export async function changeOwnPassword(page: Page, current: string, next: string, repeat = next) {
  await page.getByLabel('Current password', { exact: true }).fill(current);
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Repeat the new password', { exact: true }).fill(repeat);
  await page.getByRole('button', { name: 'Change password', exact: true }).click();
}

/** After a sign-in with a temporary password: the change form, then the dashboard. */
export async function replaceTemporaryPassword(page: Page, temporary: string, own: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your own password' })).toBeVisible();
  await changeOwnPassword(page, temporary, own);
  await expect(page.getByRole('heading', DASHBOARD)).toBeVisible();
}

/** The administrator adds a reviewer under Staff and reads the generated (temporary) password shown once. */
export async function addReviewer(page: Page, reviewer: { name: string; username: string }) {
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  const staffPanel = await openTab(page, 'Staff');
  await staffPanel.getByRole('button', { name: 'Add staff' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add a staff member' });
  await addDialog.getByLabel('Name', { exact: true }).fill(reviewer.name);
  await addDialog.getByLabel('Username').fill(reviewer.username);
  await expect(addDialog.getByLabel('Role')).toHaveValue('reviewer');
  await addDialog.getByRole('button', { name: 'Add staff member' }).click();
  const passwordDialog = page.getByRole('dialog', { name: 'Staff Member Added' });
  const password = await passwordDialog.getByLabel('Password').inputValue();
  expect(password).toMatch(/^[\w-]{16}$/);
  await passwordDialog.getByRole('button', { name: 'Done' }).click();
  await expect(passwordDialog).toHaveCount(0);
  return password;
}
