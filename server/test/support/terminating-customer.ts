import { randomInt } from 'node:crypto';
import { addDays, saDateOf } from '@protea/shared/sa-time';
import { eq } from 'drizzle-orm';
import { withTransaction } from '../../src/db/client.js';
import { insertConsent } from '../../src/db/repositories/case-repository.js';
import {
  findTerminationByReference,
  insertTermination as insertTerminationRow,
  type TerminationChanges,
  type TerminationRow,
} from '../../src/db/repositories/termination-repository.js';
import { cases } from '../../src/db/schema.js';
import { API, readLatestCode, tinyPdf, tinyPng, uniqueCellPhone } from './applicant.js';
import { type JsonBody, readJson, type TestServer } from './test-server.js';

/** The stored form of a local number as the tests type it (`0821234567`). */
export const e164 = (local: string) => `+27${local.replace(/\D/g, '').slice(1)}`;

/** A date `days` from today in South Africa, as `YYYY-MM-DD`. */
export const daysFromToday = (days: number) => addDays(saDateOf(new Date()), days);

let accountCounter = randomInt(10_000_000, 90_000_000);
/** An account number no other test uses (not in the demo register). */
export const uniqueAccountNumber = () => String(accountCounter++);

export function personalDetails(overrides: Record<string, unknown> = {}) {
  return {
    title: 'ms',
    initials: 'T',
    firstName: 'Thandi',
    surname: 'Mokoena',
    proteaAccountNumber: uniqueAccountNumber(),
    idNumber: '8001015009087',
    cellPhone: uniqueCellPhone(),
    email: 'thandi.mokoena@example.co.za',
    refName: 'Sipho Mokoena',
    refRelation: 'Brother',
    refAddress: '12 Church Street, Pretoria',
    refCellNo: '083 765 4321',
    ...overrides,
  };
}

export function businessDetails(overrides: Record<string, unknown> = {}) {
  return personalDetails({
    businessName: 'Jacaranda Coffee Roasters',
    registrationNumber: '2015/123456/07',
    vatNumber: '4123456789',
    businessType: 'pty-ltd',
    ...overrides,
  });
}

export function propertyInfo(overrides: Record<string, unknown> = {}) {
  return {
    isOwner: false,
    complexName: 'Waterkloof Heights',
    unitNumber: '1',
    streetName: 'Albert Street',
    streetNumber: '112',
    suburb: 'Waterkloof',
    province: 'gauteng',
    disconnectionDate: daysFromToday(45),
    ownerName: 'Johan Botha',
    ownerCellPhone: '082 555 0101',
    ownerEmail: 'johan.botha@example.co.za',
    ...overrides,
  };
}

export function depositDeclaration(overrides: Record<string, unknown> = {}) {
  return {
    bank: 'Capitec Bank',
    branch: 'Menlyn Maine',
    accountNumber: '1234567890',
    branchCode: '470010',
    accountType: 'savings',
    bankAccountName: 'T Mokoena',
    newComplexName: 'Irene Glen',
    newUnitNumber: '4',
    newStreetName: 'Nellmapius Drive',
    newStreetNumber: '5',
    newSuburb: 'Irene',
    newCity: 'Centurion',
    newProvince: 'gauteng',
    ...overrides,
  };
}

/** The spec's submission payload for what the draft holds. */
export function submission(
  personal: Record<string, unknown>,
  overrides: {
    propertyInfo?: Record<string, unknown>;
    depositDeclaration?: Record<string, unknown>;
    signatureType?: string;
  } = {},
) {
  const signatureType = overrides.signatureType ?? 'typed';
  const now = new Date().toISOString();
  return {
    personalDetails: personal,
    propertyInfo: propertyInfo(overrides.propertyInfo),
    depositDeclaration: {
      ...depositDeclaration(overrides.depositDeclaration),
      declarationAccepted: true,
      // A typed signature is the signer's full name as the request gives it.
      signature: `${personal.firstName} ${personal.surname}`,
      signatureType,
      TermDate: now,
      SignedDate: now,
    },
    signatureType,
    TermDate: now,
    SignedDate: now,
    uploadedFiles: [],
  };
}

/** The `pm_termination=...` pair a response set, or null. */
export function terminationCookieOf(response: Response): string | null {
  const header = response.headers.getSetCookie().find((c) => c.startsWith('pm_termination='));
  return header ? header.split(';')[0]! : null;
}

export function call(
  server: TestServer,
  method: string,
  pathname: string,
  body?: unknown,
  cookie?: string,
  headers: Record<string, string> = {},
) {
  return fetch(server.url(`${API}${pathname}`), {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export const saveDraft = (
  server: TestServer,
  body: Record<string, unknown>,
  cookie?: string,
  headers?: Record<string, string>,
) => call(server, 'PUT', '/terminations/draft', { kind: 'residential', ...body }, cookie, headers);

/** Starts a draft with step one saved: the cookie, its id and what was sent. */
export async function startDraft(
  server: TestServer,
  kind: 'residential' | 'business' = 'residential',
  overrides: Record<string, unknown> = {},
) {
  const personal = kind === 'business' ? businessDetails(overrides) : personalDetails(overrides);
  const response = await saveDraft(server, { kind, consent: true, personalDetails: personal });
  if (response.status !== 200) throw new Error(`draft failed: ${response.status} ${await response.text()}`);
  const cookie = terminationCookieOf(response);
  if (!cookie) throw new Error('no termination cookie');
  return { cookie, terminationId: (await readJson(response)).terminationId as string, personal };
}

export async function readDraft(server: TestServer, cookie: string, kind?: string): Promise<JsonBody> {
  const response = await call(server, 'GET', `/terminations/draft${kind ? `?kind=${kind}` : ''}`, undefined, cookie);
  if (response.status !== 200) throw new Error(`draft read failed: ${response.status} ${await response.text()}`);
  return (await readJson(response)).termination;
}

/** Asks for a code for the session's draft and confirms it. */
export async function verifyDraftCell(server: TestServer, cookie: string, phone?: string) {
  const sent = await call(server, 'POST', '/sms/send-verification', { terminationId: 'TEMP' }, cookie);
  if (sent.status !== 200) throw new Error(`send-verification failed: ${sent.status} ${await sent.text()}`);
  const confirmed = await call(
    server,
    'PUT',
    '/terminations/draft/confirm-cell',
    { code: readLatestCode(server, phone) },
    cookie,
  );
  if (confirmed.status !== 200) throw new Error(`confirm-cell failed: ${confirmed.status} ${await confirmed.text()}`);
  return (await readJson(confirmed)).termination;
}

export function uploadTerminationFile(
  server: TestServer,
  cookie: string | undefined,
  documentType: string,
  fileName: string,
  bytes: Uint8Array,
  mime: string,
  terminationId = 'TEMP',
) {
  const form = new FormData();
  form.append('terminationId', terminationId);
  form.append('documentType', documentType);
  form.append('document', new Blob([new Uint8Array(bytes)], { type: mime }), fileName);
  return fetch(server.url(`${API}/upload-termination-document`), {
    method: 'POST',
    headers: cookie ? { cookie } : {},
    body: form,
  });
}

/** A draft with step one saved, the cell verified, the property saved and both documents uploaded. */
export async function readyTermination(
  server: TestServer,
  kind: 'residential' | 'business' = 'residential',
  overrides: { personal?: Record<string, unknown>; property?: Record<string, unknown> } = {},
) {
  const draft = await startDraft(server, kind, overrides.personal);
  await verifyDraftCell(server, draft.cookie, e164(draft.personal.cellPhone));
  const saved = await saveDraft(server, { kind, propertyInfo: propertyInfo(overrides.property) }, draft.cookie);
  if (saved.status !== 200) throw new Error(`property failed: ${saved.status} ${await saved.text()}`);
  for (const [type, name, bytes, mime] of [
    ['id', 'id.png', await tinyPng(), 'image/png'],
    ['bank', 'bank-letter.pdf', await tinyPdf(), 'application/pdf'],
  ] as const) {
    const response = await uploadTerminationFile(server, draft.cookie, type, name, bytes, mime);
    if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  }
  return draft;
}

export const submitTermination = (
  server: TestServer,
  kind: 'residential' | 'business',
  body: unknown,
  cookie?: string,
  headers?: Record<string, string>,
) => call(server, 'POST', `/terminations/${kind}`, body, cookie, headers);

export async function terminationRow(server: TestServer, reference: string) {
  const row = await findTerminationByReference(server.db, reference);
  if (!row) throw new Error(`no termination ${reference}`);
  return row;
}

/** Staff asking for information, as the back office (next issue) will: needs info, with what was asked. */
export async function markNeedsInfo(server: TestServer, reference: string, text: string) {
  await server.db
    .update(cases)
    .set({ status: 'needsinfo', infoRequest: { text } })
    .where(eq(cases.reference, reference));
}

let referenceCounter = randomInt(100_000, 800_000);
let phoneCounter = randomInt(1_000_000, 8_000_000);

/** Inserts a termination straight into the database, in any state, as if submitted (register checked). */
export async function insertTermination(
  server: TestServer,
  overrides: TerminationChanges & { isBusiness?: boolean; reference?: string } = {},
): Promise<TerminationRow> {
  const { isBusiness = false, reference = `TM-2026-${referenceCounter++}`, ...fields } = overrides;
  return withTransaction(server.db, async (tx) => {
    const created = await insertTerminationRow(tx, {
      kind: isBusiness ? 'business_termination' : 'residential_termination',
      reference,
      formType: isBusiness ? 5 : 2,
      status: 'pending',
      language: 'en',
      title: 'mr',
      initials: 'L',
      firstName: 'Lerato',
      surname: 'Dlamini',
      idNumber: '8001015009087',
      accountNumber: uniqueAccountNumber(),
      cellPhone: `+2784${phoneCounter++}`,
      email: 'lerato.dlamini@example.co.za',
      cellConfirmedAt: new Date(),
      submittedAt: new Date(),
      isOwner: false,
      complexName: 'Brooklyn Gardens',
      unitNumber: '7',
      streetNumber: '45',
      streetName: 'Bronkhorst Street',
      suburb: 'Brooklyn',
      province: 'gauteng',
      disconnectionDate: daysFromToday(40),
      bankName: 'Nedbank',
      bankAccountNumber: '1234567890',
      bankBranchCode: '198765',
      bankAccountType: 'cheque',
      bankAccountName: 'L Dlamini',
      accountFound: false,
      noticeDays: 40,
      lateNotice: false,
      penaltyMayApply: false,
      refundDueDate: daysFromToday(61),
      ...(isBusiness ? { businessName: 'Highveld Print & Copy', registrationNumber: '2012/654321/07' } : {}),
      ...fields,
    });
    if (!created) throw new Error(`reference ${reference} is taken`);
    await insertConsent(tx, { caseId: created.id, purpose: 'popia', termsVersion: '2026-11' });
    return created;
  });
}
