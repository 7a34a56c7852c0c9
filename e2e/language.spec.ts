import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectToast } from './support/toast';

test.describe('Language', () => {
  test('Visitors can switch the language to Afrikaans and it survives a reload', async ({ page }) => {
    await page.goto('./');
    await expect(page.getByRole('heading', { level: 1, name: 'Utility Services Portal' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByLabel('Language').selectOption('af');

    // af.json common.languageChanged: "Taal verander na {{language}}".
    await expectToast(page, { title: 'Taal verander na Afrikaans', soft: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Nutsdiensteportaal' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Nuwe aansoek' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Gaan voort met aansoek' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Diensbeëindiging' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Begin nuwe aansoek' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Administrateur-aanmelding' })).toBeVisible();
    await expect(page.getByText('Weergawe 1.1.1')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Utility Services Portal' })).toHaveCount(0);
    await expect(page.getByLabel('Taal')).toHaveValue('af');
    await expect(page.locator('html')).toHaveAttribute('lang', 'af');
    await expectNoAxeViolations(page, 'landing in Afrikaans');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Nutsdiensteportaal' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Nuwe aansoek' })).toBeVisible();
    await expect(page.getByLabel('Taal')).toHaveValue('af');
    await expect(page.locator('html')).toHaveAttribute('lang', 'af');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('af');

    // Other screens follow the stored language too.
    await page.getByRole('tab', { name: 'Gaan voort met aansoek' }).click();
    await expect(page.getByLabel('Verwysing of rekeningnommer')).toHaveAttribute('placeholder', 'bv. PM-2023-12345');
    await expect(page.getByRole('button', { name: 'Gaan voort', exact: true })).toBeDisabled();
    await expectNoAxeViolations(page, 'landing Continue tab in Afrikaans');
  });

  test('Visitors can read the portal in Sesotho', async ({ page }) => {
    await page.goto('./');
    await page.getByLabel('Language').selectOption('st');
    await expectToast(page, { title: 'Puo e fetotswe ho Sesotho', soft: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Potale ya Ditshebeletso' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Kopo e Ntjha' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Tswela pele ka Kopo' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Qala Kopo e Ntjha' })).toBeVisible();
    await expect(page.getByLabel('Puo')).toHaveValue('st');
    await expect(page.locator('html')).toHaveAttribute('lang', 'st');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('st');
    await expectNoAxeViolations(page, 'landing in Sesotho');
  });

  test('Visitors can read the portal in isiZulu and switch back to English', async ({ page }) => {
    await page.goto('./');
    await page.getByLabel('Language').selectOption('zu');
    await expectToast(page, { title: 'Ulimi lushintshelwe ku-isiZulu', soft: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Iphothali Yezinsizakalo' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Isicelo Esisha' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Ukunqamulwa Kwezinsizakalo' })).toBeVisible();
    await expect(page.getByLabel('Ulimi')).toHaveValue('zu');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zu');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('zu');
    await expectNoAxeViolations(page, 'landing in isiZulu');

    await page.getByLabel('Ulimi').selectOption('en');
    await expectToast(page, { title: 'Language changed to English', soft: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Utility Services Portal' })).toBeVisible();
    await expect(page.getByLabel('Language')).toHaveValue('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  });

  test('The back office loads its texts in the stored language, and a switch there changes them too', async ({
    page,
  }) => {
    // The back office's texts are not in the landing page's bundle: they load with the admin page.
    await page.goto('./');
    await page.getByLabel('Language').selectOption('af');
    await expect(page.getByRole('heading', { level: 1, name: 'Nutsdiensteportaal' })).toBeVisible();
    await page.goto('admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Administrateur-aanmelding' })).toBeVisible();
    await expect(page.getByLabel('Gebruikersnaam')).toBeVisible();
    await page.getByLabel('Taal').selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await page.getByLabel('Language').selectOption('zu');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zu');
  });
});
