import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APPLICATION_STATUSES } from '@protea/shared/workflow/application-workflow';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { withTransaction } from '../../src/db/client.js';
import {
  type ApplicationChanges,
  type ApplicationRow,
  findApplicationById,
  insertApplication as insertApplicationRows,
} from '../../src/db/repositories/application-repository.js';
import { insertConsent, updateCase } from '../../src/db/repositories/case-repository.js';
import { auditLog, caseEvents, complexes, documents, premises } from '../../src/db/schema.js';
import { requiredDocumentsOf } from '../../src/domain/applications/application-access.js';
import { type JsonBody, postJson, readJson, sessionCookie, TEST_ADMIN, type TestServer } from './test-server.js';
import { tinyPdfBytes } from './tiny-pdf.js';

export const ADMIN_API = '/ClientApps/api';
export const ADMIN_DISPLAY_NAME = 'Admin';
export const STATUSES = APPLICATION_STATUSES;
export type Status = (typeof STATUSES)[number];

/** Signs the test admin in and returns the session cookie pair. */
export async function loginAdmin(server: TestServer): Promise<string> {
  const response = await postJson(server.url(`${ADMIN_API}/admin/login`), TEST_ADMIN);
  if (response.status !== 200) throw new Error(`admin login failed: ${response.status}`);
  return sessionCookie(response);
}

/** Calls under /ClientApps/api with the admin cookie (when given). */
export function adminApi(server: TestServer, cookie?: string) {
  const headers = (extra: Record<string, string> = {}) => ({ ...(cookie ? { cookie } : {}), ...extra });
  return {
    get: (pathname: string) => fetch(server.url(`${ADMIN_API}${pathname}`), { headers: headers() }),
    send: (method: string, pathname: string, body?: unknown) =>
      fetch(server.url(`${ADMIN_API}${pathname}`), {
        method,
        headers: headers(body === undefined ? {} : { 'content-type': 'application/json' }),
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    /** GET returning the parsed JSON, failing unless 200. */
    async json(pathname: string): Promise<JsonBody> {
      const response = await fetch(server.url(`${ADMIN_API}${pathname}`), { headers: headers() });
      if (response.status !== 200) throw new Error(`GET ${pathname}: ${response.status} ${await response.text()}`);
      return readJson(response);
    },
    /** A multipart POST (a FormData body) with the admin cookie. */
    sendForm: (pathname: string, form: FormData) =>
      fetch(server.url(`${ADMIN_API}${pathname}`), { method: 'POST', headers: headers(), body: form }),
    upload: (fields: Record<string, string>, file?: { name: string; bytes: Uint8Array; type: string }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
      return fetch(server.url(`${ADMIN_API}/upload-document`), { method: 'POST', headers: headers(), body: form });
    },
  };
}

let referenceCounter = randomInt(100_000, 800_000);
export const uniqueReference = () => `PM-2026-${referenceCounter++}`;
let phoneCounter = randomInt(1_000_000, 8_000_000);
/** E.164 numbers in the 083 range, so they never collide with the 082 numbers a test searches for. */
export const uniquePhone = () => `+2783${phoneCounter++}`;
/** Letters only: a digit in a search term would also search the phone numbers. */
export const uniqueToken = (prefix = 'Tok') =>
  `${prefix}${[...randomBytes(8)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;

export type { ApplicationRow };
export type ApplicationInsert = ApplicationChanges & {
  reference?: string;
  isBusiness?: boolean;
  createdAt?: Date;
  /** When set, a POPIA consent given at that time. */
  consentAt?: Date | null;
  consentTermsVersion?: string;
};

/** Inserts an application straight into the database, in any state. */
export async function insertApplication(
  server: TestServer,
  overrides: ApplicationInsert = {},
): Promise<ApplicationRow> {
  const {
    isBusiness = false,
    reference = uniqueReference(),
    consentAt = new Date(),
    consentTermsVersion = '2026-01',
    createdAt,
    ...fields
  } = overrides;
  return withTransaction(server.db, async (tx) => {
    const created = await insertApplicationRows(tx, {
      kind: isBusiness ? 'business_application' : 'residential_application',
      reference,
      formType: isBusiness ? 4 : 1,
      status: 'pending',
      isOwner: false,
      title: 'Mr',
      initials: 'L',
      firstName: 'Lerato',
      surname: 'Dlamini',
      idNumber: '8001015009087',
      cellPhone: uniquePhone(),
      email: 'lerato.dlamini@example.co.za',
      language: 'en',
      complexName: 'Hatfield Square Residences',
      streetAddress: '1122 Burnett Street',
      unitNumber: '12',
      cellConfirmedAt: new Date(),
      ...fields,
    });
    if (!created) throw new Error(`reference ${reference} is taken`);
    if (createdAt) await updateCase(tx, created.id, { createdAt });
    if (consentAt)
      await insertConsent(tx, {
        caseId: created.id,
        purpose: 'popia',
        termsVersion: consentTermsVersion,
        givenAt: consentAt,
      });
    return (await findApplicationById(tx, created.id))!;
  });
}

/** A unit of the premises register (one of its own when the database holds none), for applications staff confirmed. */
export async function anyPremise(server: TestServer) {
  const [unit] = await server.db.select().from(premises).orderBy(asc(premises.id)).limit(1);
  if (unit) return unit;
  const [complex] = await server.db
    .insert(complexes)
    .values({
      code: 'TEST-COMPLEX',
      name: 'Test Court',
      streetAddress: '1 Test Street',
      suburb: 'Hatfield',
      city: 'Pretoria',
      province: 'gauteng',
    })
    .returning();
  const [created] = await server.db
    .insert(premises)
    .values({ complexId: complex!.id, premise: 'TEST-0001', unitNumber: '1', address: '1 Test Court' })
    .returning();
  return created!;
}

/**
 * A pending application nothing stands against but what the test names (issue 26): its unit confirmed from the
 * premises register and every required document uploaded and approved.
 */
export async function insertApprovable(server: TestServer, overrides: ApplicationInsert = {}): Promise<ApplicationRow> {
  const unit = await anyPremise(server);
  const application = await insertApplication(server, { premiseId: unit.id, complexId: unit.complexId, ...overrides });
  for (const type of requiredDocumentsOf(application)) {
    await insertDocument(server, application.id, type, null, { isApproved: true });
  }
  return application;
}

export const tinyPngBytes = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#08c' } })
    .png()
    .toBuffer();

export const pdfBytes = (padTo = 0): Promise<Buffer> => tinyPdfBytes({ padTo });

export const uploadPath = (server: TestServer, storedName: string) =>
  path.join(server.config.dataDir, 'uploads', storedName);

/** A document row with a real PNG file behind it in DATA_DIR/uploads. */
export async function insertDocument(
  server: TestServer,
  caseId: string,
  type: string,
  file: { bytes: Uint8Array; contentType: 'image/png' | 'image/jpeg' | 'application/pdf' } | null = null,
  review: { isApproved: boolean | null } = { isApproved: null },
) {
  const extension =
    file?.contentType === 'application/pdf' ? 'pdf' : file?.contentType === 'image/jpeg' ? 'jpg' : 'png';
  const storedName = `${randomBytes(16).toString('hex')}.${extension}`;
  const bytes = file?.bytes ?? (await tinyPngBytes());
  mkdirSync(path.join(server.config.dataDir, 'uploads'), { recursive: true });
  writeFileSync(uploadPath(server, storedName), bytes);
  const [row] = await server.db
    .insert(documents)
    .values({
      caseId,
      type,
      storedName,
      originalName: `${type}.${extension}`,
      contentType: file?.contentType ?? 'image/png',
      sizeBytes: bytes.byteLength,
      isApproved: review.isApproved,
    })
    .returning();
  return row!;
}

export async function rowOf(server: TestServer, id: string): Promise<ApplicationRow> {
  const row = await findApplicationById(server.db, id);
  if (!row) throw new Error(`no application ${id}`);
  return row;
}

export const auditOf = (server: TestServer, reference: string) =>
  server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'application'), eq(auditLog.entityId, reference)))
    .orderBy(asc(auditLog.id));

export const eventsOf = (server: TestServer, caseId: string) =>
  server.db.select().from(caseEvents).where(eq(caseEvents.caseId, caseId)).orderBy(asc(caseEvents.id));

export interface OutboxMessage {
  to: string;
  body: string;
  subject?: string;
  kind: string;
}

/** What the log drivers wrote, once the notification worker has sent everything due. */
export async function outbox(server: TestServer, channel: 'sms' | 'email'): Promise<OutboxMessage[]> {
  await server.notifier.drain();
  const file = path.join(server.config.dataDir, 'outbox', `${channel}.jsonl`);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMessage);
}

export const messagesTo = async (server: TestServer, channel: 'sms' | 'email', to: string | null) =>
  (await outbox(server, channel)).filter((m) => m.to === to);

/** Johannesburg midnight today as a UTC instant (South Africa keeps UTC+2 all year). */
export function saMidnightToday(now = Date.now()): Date {
  const twoHours = 2 * 60 * 60 * 1000;
  const day = 24 * 60 * 60 * 1000;
  return new Date(Math.floor((now + twoHours) / day) * day - twoHours);
}
