import { expect, type Page, test } from '@playwright/test';
import {
  applicationRow,
  arcadiaTenancy,
  openSection,
  reviewDialog,
  searchApplications,
  signInAsAdmin,
  submitApplicationThroughApi,
} from './support/admin-applications';
import { expectNoAxeViolations } from './support/axe';
import { applicant, applicantApi, enterCode } from './support/residential-wizard';
import { smsTo, waitForCode } from './support/sms-outbox';
import { tinyPng } from './support/test-files';
import { dismissToast, expectToast } from './support/toast';

const WORDS = 'The photo is cut off at the bottom.';
const REASON = `The file is unreadable or blurry. ${WORDS}`;

async function openDocuments(page: Page, reference: string) {
  await searchApplications(page, reference);
  await applicationRow(page, reference).getByRole('button', { name: 'View' }).click();
  const dialog = reviewDialog(page, reference);
  return { dialog, documents: await openSection(dialog, 'Documents') };
}

test.describe('A refused document', () => {
  test('Staff reject a document with a reason; the customer reads it on Track and sends a new file, which staff see waiting for review', async ({
    browser,
    page,
    playwright,
    baseURL,
  }) => {
    // Two browsers and four axe scans: on a loaded machine this ran past three minutes at its last scan.
    test.setTimeout(300_000);
    const person = applicant('Palesa', 'Refused', '0966');
    const api = await applicantApi(playwright, baseURL);
    const { reference } = await submitApplicationThroughApi(api, person, arcadiaTenancy('16'));
    await api.dispose();

    // Staff: Reject asks why before anything is sent; the reason is required, and words for another reason.
    await signInAsAdmin(page, 'admin?tab=applications');
    const { dialog, documents } = await openDocuments(page, reference);
    const id = documents.getByRole('article', { name: 'ID Document' });
    await id.getByRole('button', { name: 'Reject ID Document' }).click();
    await expect(id.getByLabel('Reason')).toBeFocused();
    const send = id.getByRole('button', { name: 'Reject and tell the customer ID Document' });
    await send.click();
    await expect(id).toContainText('Please choose why the document is not approved.');
    await id.getByLabel('Reason').selectOption({ label: 'Another reason (write it below)' });
    await send.click();
    await expect(id).toContainText('Please write the reason for the customer.');
    await expect(id).toContainText('Awaiting Review');
    await expectNoAxeViolations(page, 'the reason a document is not approved');

    await id.getByLabel('Reason').selectOption({ label: 'The file is unreadable or blurry.' });
    await id.getByLabel('Words for the customer').fill(WORDS);
    const smsBefore = smsTo(person.cellPhoneE164).length;
    await send.click();
    await expectToast(page, { title: 'Document Rejected', description: 'ID Document: marked as not approved.' });
    await dismissToast(page, 'Document Rejected');
    await expect(id).toContainText('Not Approved');
    await expect(id.getByRole('button', { name: 'Reject ID Document' })).toHaveCount(0);
    const timeline = await openSection(dialog, 'Timeline');
    await expect(
      timeline.getByRole('listitem').filter({ hasText: 'Document not approved: ID Document' }),
    ).toContainText(WORDS);

    // The customer is texted why, with the Track page's link.
    await expect.poll(() => smsTo(person.cellPhoneE164).length).toBeGreaterThan(smsBefore);
    const sms = smsTo(person.cellPhoneE164).at(-1)!.body;
    expect(sms).toContain(`we could not accept your Copy of ID for ${reference}. Reason: ${REASON}`);
    const link = new URL(/https?:\/\/\S+/.exec(sms)![0]);
    expect(link.pathname + link.search).toBe(`/ClientApps/track?ref=${reference}`);

    // The customer, in a browser of their own: the link, a code, then the refused document with why.
    const customer = await browser.newContext();
    const track = await customer.newPage();
    await track.goto(`track?ref=${reference}`);
    const codesBefore = smsTo(person.cellPhoneE164).length;
    await track.getByRole('button', { name: 'Send code' }).click();
    await enterCode(track, await waitForCode(person.cellPhoneE164, codesBefore));
    const card = track.getByRole('main');
    await expect(card.getByRole('listitem').filter({ hasText: 'Not accepted: Copy of ID' })).toContainText(REASON);
    const toSend = card.getByRole('region', { name: 'Documents to send again' });
    const slot = toSend.getByRole('region', { name: 'Copy of ID' });
    await expect(slot).toContainText(`Why: ${REASON}`);
    await expectNoAxeViolations(track, 'Track: a refused document');

    await slot.getByLabel('Choose a file for: Copy of ID').setInputFiles(tinyPng('id-copy-clear.png'));
    await expectToast(track, { title: 'File Uploaded', description: 'id-copy-clear.png was uploaded.' });
    await expect(toSend).toHaveCount(0);
    await expect(card.getByRole('listitem').last()).toContainText('New file sent: Copy of ID');
    await expectNoAxeViolations(track, 'Track: the new file sent');
    await customer.close();

    // Staff: the new file stands in the refused one's place, waiting for review again.
    // A reload keeps the case open on its own address (/admin/applications/{reference}).
    await page.reload();
    const reopened = reviewDialog(page, reference);
    const again = { dialog: reopened, documents: await openSection(reopened, 'Documents') };
    const replaced = again.documents.getByRole('article', { name: 'ID Document' });
    await expect(replaced).toContainText('id-copy-clear.png');
    await expect(replaced).toContainText('Awaiting Review');
    await expect(replaced.getByRole('button', { name: 'Approve ID Document' })).toBeVisible();
    const history = await openSection(again.dialog, 'Timeline');
    await expect(history.getByRole('listitem').first()).toContainText('The customer sent a new file: ID Document');
    await expectNoAxeViolations(page, 'the replaced document in the review dialog');
  });
});
