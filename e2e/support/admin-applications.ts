import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { type Applicant, clientFields } from './residential-wizard';
import { smsTo, waitForCode } from './sms-outbox';
import { type TestFile, tinyPdf, tinyPng } from './test-files';

/** A tenant of a unit of Arcadia Place (a demo complex), as the journeys submit applications for it. */
export const arcadiaTenancy = (unitNumber = '5') => ({
  complexName: 'Arcadia Place',
  streetAddress: '600 Pretorius Street',
  unitNumber,
  suburb: 'Arcadia',
  isOwner: false,
});

export interface SubmittedApplication {
  reference: string;
  person: Applicant;
}

/**
 * An applicant applies through the public API as the wizard does: create, verify the phone with the texted
 * code, upload the ID and the lease, sign. The application is then pending. The request context's cookie
 * jar holds this applicant's session, so use a context per applicant.
 */
export async function submitApplicationThroughApi(
  request: APIRequestContext,
  person: Applicant,
  property: { complexName: string; streetAddress: string; unitNumber: string; suburb: string; isOwner: boolean },
  /** A business (form type 4): its fields and its documents besides the ID and the lease. */
  business?: { fields: Record<string, unknown>; documents: ReadonlyArray<readonly [string, TestFile]> },
  /** The ID copy to upload instead of the small grey one (a photo whose quality a journey checks). */
  idCopy: TestFile = tinyPng('id-copy.png'),
): Promise<SubmittedApplication> {
  const path = business ? 'business-applications' : 'residential-applications';
  const created = await request.post(`api/${path}`, {
    data: {
      ...clientFields(person),
      ...business?.fields,
      ...property,
      province: 'Gauteng',
      occupationDate: '2026-12-01',
      leaseDate: '2026-11-15',
      postalAddress: 'PO Box 77, Pretoria',
      postalCode: '0001',
      consent: true,
      language: 'en',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { applicationNumber: reference } = (await created.json()) as { applicationNumber: string };
  const codesBefore = smsTo(person.cellPhoneE164).length;
  const sent = await request.post('api/sms/send-verification', { data: { appNumber: reference } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const code = await waitForCode(person.cellPhoneE164, codesBefore);
  const confirmed = await request.put(`api/${path}/${reference}/confirm-cell`, { data: { code } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  for (const [documentType, file] of [
    ['id', idCopy] as const,
    ['deedlease', tinyPdf('lease-agreement.pdf')] as const,
    ...(business?.documents ?? []),
  ]) {
    const uploaded = await request.post('api/upload', {
      multipart: { applicationId: reference, documentType, document: file },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
  }
  const signed = await request.post('api/save-signature', {
    data: {
      applicationNumber: reference,
      signatureType: 'typed',
      signatureData: `${person.firstName} ${person.surname}`,
      acceptedTerms: true,
    },
  });
  expect(signed.ok(), await signed.text()).toBe(true);
  return { reference, person };
}

/** Signs in through the login form and waits for the dashboard. */
export async function signInAsAdmin(page: Page, path = 'admin') {
  await page.goto(path);
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Protea Management back office' })).toBeVisible();
}

export const statusTabs = (page: Page) => page.getByRole('tablist', { name: 'Application status' });

/** The row of an application in the list, found by its reference (the row header). */
export const applicationRow = (page: Page, reference: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: reference, exact: true }) });

/** Types into the list's search box and waits for the (debounced) search to reach the address bar (`apps.search`). */
export async function searchApplications(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search applications' }).fill(text);
  await expect(page).toHaveURL(
    new RegExp(`[?&]apps\\.search=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`),
  );
}

/** The review dialog of an application, titled with its reference. */
export const reviewDialog = (page: Page, reference: string) => page.getByRole('dialog', { name: reference });

/** Opens one of the dialog's five sections by its tab. */
export async function openSection(
  dialog: Locator,
  name: 'Applicant' | 'Property' | 'Timeline' | 'Documents' | 'Actions',
) {
  const tab = dialog.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return dialog.getByRole('tabpanel', { name, exact: true });
}
