import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin-applications';
import { expectNoAxeViolations } from './support/axe';
import { expectToast } from './support/toast';

test.describe('Questions to the assistant in plain words', () => {
  test('A reviewer asks Alfred in Afrikaans which requests are stalled and gets the list; a question close to two analyses offers both', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    await page.getByRole('link', { name: /^AI Assistant/ }).click();
    await expect(page).toHaveURL(/\/ClientApps\/admin\/alfred$/);

    // The language is switched as everywhere else: the switch in the header.
    await page.getByLabel('Language').selectOption('af');
    await expectToast(page, { title: 'Taal verander na Afrikaans', soft: true });
    await expect(page.getByRole('heading', { name: 'Klets met Alfred' })).toBeVisible();
    const log = page.getByRole('log', { name: 'Gesprek met Alfred' });
    const messageBox = page.getByRole('textbox', { name: 'Boodskap aan Alfred' });
    const results = page.getByRole('region', { name: 'Resultate' });

    // Asked in plain Afrikaans (not the dropdown's words), Alfred runs the stalled analysis and lists the requests.
    const asks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/ai/')) asks.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await messageBox.fill('Watter versoeke staan al lank stil?');
    await page.keyboard.press('Enter');
    const stalledLabel = 'Opsporing van aansoeke wat vasgeval het';
    await expect(log.getByText(`Voer ontleding uit: ${stalledLabel}`)).toBeVisible();
    await expect(log.getByText('Aansoeke sonder vordering gevind.')).toBeVisible();
    expect(asks).toEqual(['POST /ClientApps/api/ai/ask']);
    const stalled = results.getByRole('article', { name: stalledLabel });
    const list = stalled.getByRole('table', { name: 'Vasgevalde versoeke, oudste eerste' });
    await expect(list).toBeVisible();
    // The seeded history has requests idle for weeks: the list names them, with the numbers behind the answer.
    await expect(list.getByRole('row').nth(1)).toBeVisible();
    await expect(stalled.getByRole('table', { name: 'Vasgevalde versoeke per status' })).toBeVisible();
    await expect(page.getByLabel('Soort ontleding')).toHaveValue('stalled-applications');
    await expectNoAxeViolations(page, 'Alfred answering a question in Afrikaans');

    // A question as close to two analyses: Alfred asks which one is meant, with a button for each.
    const reference = (await list
      .getByRole('button', { name: /^PM-\d{4}-\d{5,6}$/ })
      .first()
      .textContent())!.trim();
    await messageBox.fill(`Dokumente en rekeninge van ${reference}?`);
    await page.keyboard.press('Enter');
    const choices = log.getByRole('listitem').filter({ hasText: 'Watter een hiervan bedoel jy?' });
    await expect(choices.getByRole('button', { name: 'Gaan die kwaliteit van opgelaaide dokumente na' })).toBeVisible();
    const premiseLabel = 'Moontlike rekening-/perseelprobleme';
    await expectNoAxeViolations(page, 'Alfred offering two analyses');
    await choices.getByRole('button', { name: premiseLabel }).click();
    await expect(log.getByText('Rekening- en perseelkontroles voltooi.')).toBeVisible();
    const premise = results.getByRole('article', { name: premiseLabel });
    await expect(premise.getByRole('button', { name: reference }).first()).toBeVisible();
  });

  test("A reviewer asks Alfred how many terminations came in this month and gets the overview's figure, not an analysis", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    const analytics = page.getByRole('heading', { name: 'Termination Analytics' }).locator('..');
    const shown = Number(await analytics.locator('dt', { hasText: 'This month' }).locator('+ dd').textContent());
    await page.getByRole('link', { name: /^AI Assistant/ }).click();
    const log = page.getByRole('log', { name: 'Conversation with Alfred' });
    await page.getByRole('textbox', { name: 'Message to Alfred' }).fill('How many terminations this month?');
    await page.keyboard.press('Enter');
    const answer = log.getByText(
      /^Terminations created this month \(since the 1st, 00:00 South African time\): \d+\.$/,
    );
    await expect(answer).toBeVisible();
    // Journeys on the other worker may add terminations meanwhile, never take any away.
    expect(Number((await answer.textContent())!.match(/: (\d+)\.$/)![1])).toBeGreaterThanOrEqual(shown);
    await expect(log.getByText(/^Running analysis/)).toHaveCount(0);
    await expectNoAxeViolations(page, 'Alfred answering a count question');
  });
});
