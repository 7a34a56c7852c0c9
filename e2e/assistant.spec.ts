import { expect, type Page, test } from '@playwright/test';
import { arcadiaTenancy, reviewDialog, signInAsAdmin, submitApplicationThroughApi } from './support/admin-applications';
import { expectNoAxeViolations } from './support/axe';
import { recordCspViolations } from './support/csp';
import { applicant, applicantApi } from './support/residential-wizard';
import { expectNoSidewaysScroll } from './support/termination-wizard';
import { dismissToast, expectToast, gate } from './support/toast';

const LABELS = {
  documentQuality: 'Check the quality of uploaded documents',
  waitingTimes: 'Long waiting times',
  bottlenecks: 'Customer getting stuck / process bottleneck detection',
  stalled: 'Stale application detection',
  referral: 'Intelligent referral reason classification',
  pendingFeedback: 'Pending feedback that is taking a long time',
  likelihood: 'Approval likelihood scoring',
  premise: 'Possible account/premise issues',
} as const;

const chatLog = (page: Page) => page.getByRole('log', { name: 'Conversation with Alfred' });
const analysisType = (page: Page) => page.getByLabel('Analysis Type');
const runButton = (page: Page) => page.getByRole('button', { name: /^(Run Analysis|Analyzing\.\.\.)$/ });
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message to Alfred' });
const results = (page: Page) => page.getByRole('region', { name: 'Results' });
/** The answer shown under Results, titled with its analysis. */
const result = (page: Page, label: string) => results(page).getByRole('article', { name: label });
/** A chart, found by its caption, drawn by the chart library. */
const chart = (page: Page, caption: string) =>
  results(page).getByRole('figure', { name: caption }).locator('svg.recharts-surface').first();

async function openAlfred(page: Page) {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: /^AI Assistant/ }).click();
  await expect(page).toHaveURL(/\/ClientApps\/admin\/alfred$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Alfred Applman' })).toBeVisible();
}

/** Chooses an analysis and runs it: Alfred says what he runs, then the answer is shown under Results. */
async function runAnalysis(page: Page, label: string) {
  await analysisType(page).selectOption({ label });
  await runButton(page).click();
  await expect(chatLog(page).getByText(`Running analysis: ${label}`, { exact: true }).last()).toBeVisible();
  await expect(result(page, label)).toBeVisible();
  await expect(runButton(page)).toHaveText('Run Analysis');
  return result(page, label);
}

/** A pending application of the journey's own, for the analyses of one application. */
async function submittedApplication(
  playwright: Parameters<typeof applicantApi>[0],
  baseURL: string | undefined,
  surname: string,
  phoneTail: string,
) {
  const api = await applicantApi(playwright, baseURL);
  const { reference } = await submitApplicationThroughApi(
    api,
    applicant('Lindiwe', surname, phoneTail),
    arcadiaTenancy(),
  );
  await api.dispose();
  return reference;
}

test.describe('Analysis assistant', () => {
  test('An admin runs the four group analyses, reads their numbers and charts, and the page keeps its CSP', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const cspViolations = await recordCspViolations(page);
    await openAlfred(page);
    await expect(chatLog(page).getByRole('listitem').first()).toContainText(
      "Hello, I'm Alfred Applman. Choose an analysis on the left",
    );
    await expect(results(page).getByText('Run an analysis to see its numbers')).toBeVisible();

    // Nothing chosen: the button says it cannot run, and pressing it says why.
    await expect(runButton(page)).toBeDisabled();
    await runButton(page).focus();
    await page.keyboard.press('Enter');
    await expectToast(page, {
      title: 'Selection Required',
      description: 'Please select an analysis option first.',
      variant: 'destructive',
    });
    await dismissToast(page, 'Selection Required');

    // While the answer is on its way, Alfred speaks and the button waits.
    const answer = gate();
    await page.route('**/api/ai/waiting-times', async (route) => {
      await answer.opened;
      await route.continue();
    });
    await analysisType(page).selectOption({ label: LABELS.waitingTimes });
    await runButton(page).click();
    await expect(runButton(page)).toHaveText('Analyzing...');
    await expect(runButton(page)).toBeDisabled();
    await expect(page.getByTestId('alfred-avatar')).toHaveAttribute('data-speaking', 'true');
    answer.open();
    const waiting = result(page, LABELS.waitingTimes);
    await expect(waiting).toBeVisible();
    await expect(page.getByTestId('alfred-avatar')).toHaveAttribute('data-speaking', 'false');
    await expect(chatLog(page).getByText('Waiting times analysed.')).toBeVisible();
    const statuses = waiting.getByRole('table', { name: 'Time in each status (business hours)' });
    await expect(statuses.getByRole('columnheader')).toHaveText([
      'Status',
      'Measured',
      'Median',
      '90th percentile',
      'Target',
      'Within target',
    ]);
    await expect(statuses.getByRole('row').filter({ hasText: 'Pending' })).toContainText('17 h');
    await expect(chart(page, 'How long requests waited in Pending, in business hours')).toBeVisible();
    // The chart's numbers, for screen readers: one row per band, the last open-ended.
    const bands = waiting.getByRole('table', { name: "The chart's numbers" }).getByRole('row');
    await expect(bands).toHaveCount(8);
    await expect(bands.last()).toContainText('85 h or more');

    const bottlenecks = await runAnalysis(page, LABELS.bottlenecks);
    await expect(chart(page, 'Application wizard funnel')).toBeVisible();
    // The funnel's numbers: the first step is reached by everyone who started (the seeded history has drafts too).
    const funnel = bottlenecks.getByRole('table', { name: "The chart's numbers" });
    await expect(funnel.getByRole('row').filter({ hasText: 'Client details' })).toBeVisible();
    await expect(bottlenecks.getByRole('table', { name: 'Abandoned drafts' })).toBeVisible();

    const stalled = await runAnalysis(page, LABELS.stalled);
    await expect(stalled.getByText('Idle for more than 5 business days.')).toBeVisible();
    await expect(stalled.getByRole('table', { name: 'Stalled requests, oldest first' })).toBeVisible();

    const pending = await runAnalysis(page, LABELS.pendingFeedback);
    await expect(pending.getByRole('table', { name: 'Requests awaiting the customer' })).toBeVisible();

    // An earlier answer can be brought back from the chat.
    await chatLog(page)
      .getByRole('button', { name: `Show details: ${LABELS.waitingTimes}` })
      .click();
    await expect(result(page, LABELS.waitingTimes)).toBeVisible();
    await expect(chart(page, 'How long requests waited in Pending, in business hours')).toBeVisible();

    await expectNoAxeViolations(page, 'assistant with the waiting times shown');
    expect(await cspViolations()).toEqual([]);
  });

  test('An admin checks one application: referral reason, approval likelihood and premise issues, then opens it', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const reference = await submittedApplication(playwright, baseURL, 'Alfredtest', '0980');
    await openAlfred(page);

    await analysisType(page).selectOption({ label: LABELS.likelihood });
    await expect(page.getByLabel('Document content')).toHaveCount(0);
    await runButton(page).click();
    await expectToast(page, {
      title: 'Application ID Required',
      description: 'Please enter an application ID for analysis.',
      variant: 'destructive',
    });
    await dismissToast(page, 'Application ID Required');

    await page.getByLabel('Application ID').fill(reference);
    const likelihood = await runAnalysis(page, LABELS.likelihood);
    await expect(likelihood.getByRole('button', { name: reference }).first()).toBeVisible();
    // One way to write a score on the whole panel: the tile's is the rationale's ("8.7/10", as money has its point).
    const score = likelihood.getByRole('definition').first();
    await expect(score).toHaveText(/^\d+(\.\d)?\/10$/);
    await expect(likelihood).toContainText(`Scored ${await score.textContent()} from `);
    await expect(likelihood.getByRole('definition').nth(1)).toHaveText(/^\d+%$/);
    await expect(chart(page, 'What moved the score (points out of 10)')).toBeVisible();
    await expect(likelihood.getByRole('table', { name: "The chart's numbers" }).getByRole('row')).not.toHaveCount(1);
    await expect(chatLog(page).getByText(/^Approval likelihood: \d+(\.\d)?\/10 · Confidence: \d+%$/)).toBeVisible();
    await expectNoAxeViolations(page, 'assistant with an approval likelihood shown');

    const referral = await runAnalysis(page, LABELS.referral);
    await expect(referral.getByText('Primary reason', { exact: true })).toBeVisible();
    await expect(referral.getByRole('table', { name: 'How strongly each reason fits' })).toBeVisible();

    const premise = await runAnalysis(page, LABELS.premise);
    await expect(premise.getByRole('heading', { name: 'Findings' })).toBeVisible();

    // The reference in an answer opens the application in the review dialog, over the assistant.
    await premise.getByRole('button', { name: reference }).first().click();
    const dialog = reviewDialog(page, reference);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Applicant', exact: true })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Alfred Applman' })).toBeVisible();

    // Asked in words with the reference, Alfred runs the analysis for that application.
    await page.getByLabel('Application ID').fill('');
    await messageBox(page).fill(`What are the chances of approval for ${reference.toLowerCase()}?`);
    await page.keyboard.press('Enter');
    await expect(analysisType(page)).toHaveValue('approval-likelihood');
    await expect(page.getByLabel('Application ID')).toHaveValue(reference);
    await expect(chatLog(page).getByText(`Running analysis: ${LABELS.likelihood}`)).toHaveCount(2);
    await expect(chatLog(page).getByText(/^Approval likelihood: /)).toHaveCount(2);
  });

  test('An admin checks pasted document content, and an unknown application is reported as an error', async ({
    page,
  }) => {
    await openAlfred(page);
    await analysisType(page).selectOption({ label: LABELS.documentQuality });
    await expect(page.getByLabel('Application ID')).toHaveCount(0);
    await runButton(page).click();
    await expectToast(page, {
      title: 'Document Required',
      description: 'Please choose an uploaded document or paste its content.',
      variant: 'destructive',
    });
    await dismissToast(page, 'Document Required');

    await page.getByLabel('Document type (optional)').selectOption({ label: 'Bank letter or statement' });
    await page
      .getByLabel('Document content')
      .fill('First National Bank\nAccount holder: L Alfredtest\nAccount number 62012345678\nBranch code 250655');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/ai/')) calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    const document = await runAnalysis(page, LABELS.documentQuality);
    expect(calls).toEqual(['POST /ClientApps/api/ai/document-quality/unknown']);
    await expect(document.getByRole('definition').nth(1)).toHaveText(/^\d+\/100$/);
    await expect(document.getByRole('table', { name: 'What the document should contain' })).toBeVisible();

    await analysisType(page).selectOption({ label: LABELS.referral });
    await page.getByLabel('Application ID').fill('PM-2026-99999');
    await runButton(page).click();
    const message = 'Could not find an application with that reference number.';
    await expect(
      chatLog(page).getByText(`I encountered an error while performing this analysis: ${message}`),
    ).toBeVisible();
    await expectToast(page, { title: 'Analysis Failed', description: message, variant: 'destructive' });
  });

  test('Alfred runs the analysis a message names, in any of the four languages, and answers anything else after a second', async ({
    page,
  }) => {
    await openAlfred(page);
    const send = page.getByRole('button', { name: 'Send', exact: true });
    await expect(send).toBeDisabled();
    await messageBox(page).fill('   ');
    await expect(send).toBeDisabled();

    // Shift+Enter starts a new line; Enter sends the trimmed message.
    await messageBox(page).fill('');
    await messageBox(page).pressSequentially('  which applications');
    await page.keyboard.press('Shift+Enter');
    await messageBox(page).pressSequentially('are stalled?  ');
    await expect(messageBox(page)).toHaveValue('  which applications\nare stalled?  ');
    await page.keyboard.press('Enter');
    await expect(messageBox(page)).toHaveValue('');
    await expect(
      chatLog(page)
        .getByRole('listitem')
        .filter({ hasText: /^You · / })
        .last(),
    ).toContainText('which applications\nare stalled?');
    await expect(analysisType(page)).toHaveValue('stalled-applications');
    await expect(result(page, LABELS.stalled)).toBeVisible();

    await messageBox(page).fill('Wys my asseblief die wagtye');
    await send.click();
    await expect(result(page, LABELS.waitingTimes)).toBeVisible();

    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/ai/')) calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await messageBox(page).fill('What is for lunch today?');
    const sentAt = Date.now();
    await page.keyboard.press('Enter');
    const canned = chatLog(page).getByText(
      "I'm processing your request. Please select an analysis option from the dropdown above.",
    );
    await expect(chatLog(page).getByText('What is for lunch today?')).toBeVisible();
    await expect(canned).toBeVisible();
    expect(Date.now() - sentAt, 'the canned reply waits a second').toBeGreaterThanOrEqual(1000);
    // The server placed it nowhere (docs/api/assistant.md 'Questions in plain words'): no analysis ran.
    expect(calls).toEqual(['POST /ClientApps/api/ai/ask']);
  });

  test('In Afrikaans Alfred understands the question and answers in Afrikaans', async ({ page }) => {
    await openAlfred(page);
    await page.getByLabel('Language').selectOption('af');
    await expect(page.getByRole('heading', { name: 'Klets met Alfred' })).toBeVisible();
    const log = page.getByRole('log', { name: 'Gesprek met Alfred' });
    await expect(log.getByRole('listitem').first()).toContainText('Hallo, ek is Alfred Applman.');

    await page.getByRole('textbox', { name: 'Boodskap aan Alfred' }).fill('Watter aansoeke het vasgeval?');
    await page.keyboard.press('Enter');
    const label = 'Opsporing van aansoeke wat vasgeval het';
    await expect(log.getByText(`Voer ontleding uit: ${label}`)).toBeVisible();
    // The server's words come in the language of the request.
    await expect(log.getByText('Aansoeke sonder vordering gevind.')).toBeVisible();
    const stalled = page.getByRole('region', { name: 'Resultate' }).getByRole('article', { name: label });
    await expect(stalled.getByRole('table', { name: 'Vasgevalde versoeke, oudste eerste' })).toBeVisible();
  });

  test('On a phone the columns stack and nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await openAlfred(page);
    await expectNoSidewaysScroll(page, 'assistant on a phone');
    await runAnalysis(page, LABELS.waitingTimes);
    await expect(chart(page, 'How long requests waited in Pending, in business hours')).toBeVisible();
    await runAnalysis(page, LABELS.stalled);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    const form = page.getByRole('form', { name: 'Run an analysis' });
    const chat = page.getByRole('region', { name: 'Chat with Alfred' });
    expect((await form.boundingBox())!.y).toBeLessThan((await chat.boundingBox())!.y);
  });
});
