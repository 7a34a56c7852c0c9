import { randomInt } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import af from '@protea/shared/locales/af.json' with { type: 'json' };
import en from '@protea/shared/locales/en.json' with { type: 'json' };
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { findApplicationByReference } from '../../src/db/repositories/application-repository.js';
import { verificationCodes } from '../../src/db/schema.js';
import { type JsonBody, postJson, readJson, sessionCookie, TEST_ADMIN, type TestServer } from './test-server.js';
import { tinyPdfBytes } from './tiny-pdf.js';

export const API = '/ClientApps/api';

type Messages = { [key: string]: string | Messages };

/** A message of a locale file by its dotted key ('validation.firstNameRequired'), or undefined when missing. */
export function localeMessage(language: 'en' | 'af', key: string): string | undefined {
  let node: string | Messages | undefined = (language === 'en' ? en : af) as unknown as Messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

export function englishMessage(key: string): string {
  const message = localeMessage('en', key);
  if (message === undefined) throw new Error(`en.json has no ${key}`);
  return message;
}

/** af.json's text for a key; a missing key is a failure (every string exists in all four languages). */
export function afrikaansMessage(key: string): string {
  const message = localeMessage('af', key);
  if (message === undefined) throw new Error(`af.json has no ${key}`);
  return message;
}

/** The line every message about a request ends with: where to follow it on the Track page (issue 31). */
export const trackLine = (server: TestServer, language: 'en' | 'af', reference: string) =>
  `\n${(language === 'en' ? englishMessage : afrikaansMessage)('messages.trackLine').replace(
    '{{url}}',
    `http://localhost:${server.config.PORT}/ClientApps/track?ref=${reference}`,
  )}`;

let phoneCounter = randomInt(1_000_000, 8_000_000);
/** A valid South African mobile number, different for each call (codes are limited per number). */
export const uniqueCellPhone = () => `082${phoneCounter++}`;

/** The body of a complete, valid residential application. */
export function validApplication(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Ms',
    initials: 'T',
    firstName: 'Thandi',
    surname: 'Mokoena',
    idNumber: '8001015009087',
    cellPhone: uniqueCellPhone(),
    email: 'thandi.mokoena@example.co.za',
    refName: 'Sipho Mokoena',
    refRelation: 'Brother',
    refAddress: '12 Church Street, Pretoria',
    refCellNo: '083 765 4321',
    complexName: 'Hatfield Square Residences',
    streetAddress: '1122 Burnett Street',
    unitNumber: '12',
    suburb: 'Hatfield',
    province: 'Gauteng',
    occupationDate: '2026-02-01',
    leaseDate: '2026-01-15',
    isOwner: false,
    consent: true,
    language: 'en',
    ...overrides,
  };
}

/** The applicant session cookie pair ("pm_applicant=...") set by a response, or null. */
export function applicantCookieOf(response: Response): string | null {
  const header = response.headers.getSetCookie().find((c) => c.startsWith('pm_applicant='));
  return header ? header.split(';')[0]! : null;
}

/** The draft session's cookie a draft save set (every kind's first screens, ADR 041), or null. */
export function draftCookieOf(response: Response): string | null {
  const header = response.headers.getSetCookie().find((c) => c.startsWith('pm_application_draft='));
  return header ? header.split(';')[0]! : null;
}

export async function createApplication(server: TestServer, overrides: Record<string, unknown> = {}) {
  const body = validApplication(overrides);
  const response = await postJson(server.url(`${API}/residential-applications`), body);
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${await response.text()}`);
  const reference: string = (await readJson(response)).applicationNumber;
  const cookie = applicantCookieOf(response);
  if (!cookie) throw new Error('no applicant cookie');
  return { reference, cookie, body };
}

export const getApplication = (server: TestServer, reference: string, cookie?: string) =>
  fetch(server.url(`${API}/residential-applications/${reference}`), { headers: cookie ? { cookie } : {} });

/** The applicant's own stored record (StoredApplicationRecord). */
export async function storedRecord(server: TestServer, reference: string, cookie: string): Promise<JsonBody> {
  const response = await getApplication(server, reference, cookie);
  if (response.status !== 200) throw new Error(`read failed: ${response.status}`);
  return (await readJson(response)).application;
}

export const sendJson = (
  server: TestServer,
  method: string,
  pathname: string,
  body: unknown,
  cookie?: string,
  headers: Record<string, string> = {},
) =>
  fetch(server.url(`${API}${pathname}`), {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    body: JSON.stringify(body),
  });

export interface OutboxEntry {
  to: string;
  body: string;
  subject?: string;
  html?: string;
  kind: string;
  at: string;
}

/** The log outbox as written so far: verification codes go out at once, without the worker. */
function readOutboxFile(server: TestServer, channel: 'sms' | 'email'): OutboxEntry[] {
  const file = path.join(server.config.dataDir, 'outbox', `${channel}.jsonl`);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxEntry);
}

/** What the log drivers wrote, once the notification worker has sent everything due. */
export async function readOutbox(server: TestServer, channel: 'sms' | 'email'): Promise<OutboxEntry[]> {
  await server.notifier.drain();
  return readOutboxFile(server, channel);
}

/** The six digits of the latest verification SMS (to one number, when given), in any language. */
export function readLatestCode(server: TestServer, to?: string): string {
  const sms = readOutboxFile(server, 'sms').filter((m) => m.kind === 'verification-code' && (!to || m.to === to));
  const code = /\b(\d{6})\b/.exec(sms.at(-1)?.body ?? '')?.[1];
  if (!code) throw new Error('no verification code in the outbox');
  return code;
}

/** A different six-digit code than the right one. */
export const wrongCode = (code: string) => `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;

export const sendCode = (server: TestServer, body: Record<string, unknown>) =>
  postJson(server.url(`${API}/sms/send-verification`), body);

export const confirmCode = (server: TestServer, reference: string, code: unknown) =>
  sendJson(server, 'PUT', `/residential-applications/${reference}/confirm-cell`, { code });

/** Asks for a code and confirms it: the cell is confirmed and a new session cookie comes back. */
export async function verifyCell(server: TestServer, reference: string) {
  const sent = await sendCode(server, { appNumber: reference });
  if (sent.status !== 200) throw new Error(`send-verification failed: ${sent.status} ${await sent.text()}`);
  const response = await confirmCode(server, reference, readLatestCode(server));
  if (response.status !== 200) throw new Error(`confirm-cell failed: ${response.status} ${await response.text()}`);
  return { cookie: applicantCookieOf(response)!, application: (await readJson(response)).application };
}

export async function applicationRow(server: TestServer, reference: string) {
  const row = await findApplicationByReference(server.db, reference);
  if (!row) throw new Error(`no application ${reference}`);
  return row;
}

/** Moves every code of an application back in time, e.g. past the 60 s cooldown. */
export async function backdateCodes(server: TestServer, reference: string, seconds: number) {
  const { id } = await applicationRow(server, reference);
  await server.db
    .update(verificationCodes)
    .set({
      createdAt: sql`${verificationCodes.createdAt} - interval '${sql.raw(String(Math.trunc(seconds)))} seconds'`,
    })
    .where(eq(verificationCodes.caseId, id));
}

export async function expireCodes(server: TestServer, reference: string) {
  const { id } = await applicationRow(server, reference);
  await server.db
    .update(verificationCodes)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(verificationCodes.caseId, id));
}

export function upload(
  server: TestServer,
  cookie: string | undefined,
  reference: string,
  documentType: string,
  fileName: string,
  bytes: Uint8Array,
  mime: string,
) {
  const form = new FormData();
  form.append('applicationId', reference);
  form.append('documentType', documentType);
  form.append('document', new Blob([new Uint8Array(bytes)], { type: mime }), fileName);
  return fetch(server.url(`${API}/upload`), { method: 'POST', headers: cookie ? { cookie } : {}, body: form });
}

export const uploadsDir = (server: TestServer) => path.join(server.config.dataDir, 'uploads');
export const storedFiles = (server: TestServer) =>
  existsSync(uploadsDir(server)) ? readdirSync(uploadsDir(server)).sort() : [];

export const tinyPng = (colour = '#0a0') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
    .png()
    .toBuffer();

export const tinyJpeg = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
    .jpeg()
    .toBuffer();

/** A JPEG carrying EXIF: the owner's name and the GPS position where it was taken. */
export const jpegWithExif = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: '#36c' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Thandi Mokoena', Artist: 'Thandi Mokoena' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '25/1 45/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '28/1 14/1 0/1' },
    })
    .toBuffer();

/** A real one-page PDF, padded with a trailing comment to `padTo` bytes when asked. */
export const tinyPdf = (padTo = 0): Promise<Buffer> => tinyPdfBytes({ text: 'Lease agreement', padTo });

/** Creates an application, confirms the cell and uploads both documents: ready to sign. */
export async function readyToSubmit(server: TestServer, overrides: Record<string, unknown> = {}) {
  const { reference, body } = await createApplication(server, overrides);
  const { cookie } = await verifyCell(server, reference);
  for (const type of ['id', 'deedlease']) {
    const response = await upload(server, cookie, reference, type, `${type}.pdf`, await tinyPdf(), 'application/pdf');
    if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  }
  return { reference, cookie, body };
}

/** Signs by typing the default applicant's full name, which submits: the response. */
export const signTyped = (server: TestServer, reference: string, cookie: string) =>
  sendJson(
    server,
    'POST',
    '/save-signature',
    { applicationNumber: reference, signatureType: 'typed', signatureData: 'Thandi Mokoena', acceptedTerms: true },
    cookie,
  );

export async function adminCookie(server: TestServer): Promise<string> {
  return sessionCookie(await postJson(server.url(`${API}/admin/login`), TEST_ADMIN));
}
