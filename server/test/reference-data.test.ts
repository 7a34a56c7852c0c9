import { readFileSync } from 'node:fs';
import { addDays, saDateOf } from '@protea/shared/sa-time';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { closeAccount } from '../src/db/repositories/account-repository.js';
import { LIST_COUNT_LIMIT } from '../src/db/repositories/case-list-repository.js';
import {
  accounts,
  applications,
  auditLog,
  complexes,
  depositRules,
  importStaging,
  premises,
} from '../src/db/schema.js';
import { adminApi, insertApplication, loginAdmin } from './support/admin.js';
import { addStaff, signInStaff } from './support/staff.js';
import {
  e164,
  readyTermination,
  submission,
  submitTermination,
  terminationRow,
} from './support/terminating-customer.js';
import { DATABASES, readJson, startTestServer, type TestServer } from './support/test-server.js';
import { tinyPdfBytes } from './support/tiny-pdf.js';

const UNITS_HEADER = 'complex_name,street_address,suburb,city,province,unit_number,premise_code';
const ACCOUNTS_HEADER =
  'account_number,holder_name,holder_id_number,cell_number,email,complex_name,unit_number,deposit_held,opened_on,closed_on';

let fileCounter = 0;
/** A complex name no other test uses, so each test reads its own rows. */
const uniqueComplex = (label: string) => `${label} ${process.pid}-${++fileCounter}`;

const unitLines = (name: string, suburb: string, units: number, codePrefix: string, city = 'Pretoria') =>
  Array.from(
    { length: units },
    (_, i) =>
      `${name},1 Test Street,${suburb},${city},Gauteng,${i + 1},${codePrefix}-${String(i + 1).padStart(3, '0')}`,
  );

describe.each(DATABASES)('reference data on %s', (kind) => {
  let server: TestServer;
  let admin: ReturnType<typeof adminApi>;
  let adminCookie: string;
  let reviewer: ReturnType<typeof adminApi>;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { seedDemo: true });
    const cookie = await loginAdmin(server);
    adminCookie = cookie;
    admin = adminApi(server, cookie);
    const staff = await addStaff(server, cookie, 'reviewer');
    reviewer = adminApi(server, await signInStaff(server, staff.username, staff.password));
  });
  afterAll(async () => {
    await server?.close();
  });

  const importFile = (
    register: 'complexes' | 'accounts',
    content: string | Uint8Array,
    dryRun: boolean,
    language?: string,
  ) => {
    const form = new FormData();
    const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'text/csv' }), `${register}.csv`);
    return fetch(server.url(`/ClientApps/api/admin/reference/${register}/import?dryRun=${dryRun}`), {
      method: 'POST',
      headers: { cookie: adminCookie, ...(language ? { 'x-language': language } : {}) },
      body: form,
    });
  };

  const unitsOf = (name: string) =>
    server.db
      .select({ premise: premises.premise, unitNumber: premises.unitNumber, address: premises.address })
      .from(premises)
      .innerJoin(complexes, eq(complexes.id, premises.complexId))
      .where(eq(complexes.name, name))
      .orderBy(asc(premises.premise));
  const publicSearch = async (search: string) =>
    readJson(await fetch(server.url(`/ClientApps/api/premises/complexes?search=${encodeURIComponent(search)}`)));

  test('a dry run reports what an import would do and writes nothing; the import then creates, and again changes nothing', async () => {
    const name = uniqueComplex('Kwagga Court');
    const file = [UNITS_HEADER, ...unitLines(name, 'Kwaggasrand', 3, `KW${fileCounter}`)].join('\n');
    const dry = await importFile('complexes', file, true);
    expect(dry.status).toBe(200);
    expect(await readJson(dry)).toEqual({
      dryRun: true,
      committed: false,
      rows: 3,
      created: 3,
      updated: 0,
      unchanged: 0,
      linesWithErrors: 0,
      errors: [],
      moreErrors: 0,
      warnings: [],
      moreWarnings: 0,
    });
    expect(await unitsOf(name)).toEqual([]);
    expect(await server.db.$count(importStaging)).toBe(0);

    const real = await readJson(await importFile('complexes', file, false));
    expect(real).toMatchObject({ committed: true, rows: 3, created: 3, updated: 0, unchanged: 0, errors: [] });
    expect((await unitsOf(name)).map((u) => u.unitNumber)).toEqual(['1', '2', '3']);
    const listed = await admin.json(`/admin/reference/complexes?search=${encodeURIComponent(name)}`);
    expect(listed.items).toEqual([expect.objectContaining({ name, suburb: 'Kwaggasrand', unitCount: 3 })]);
    const [complex] = await server.db.select().from(complexes).where(eq(complexes.name, name));
    expect(complex!.code).toMatch(/^CX\d{3,}$/);
    expect(complex!.code > 'CX024').toBe(true);

    const again = await readJson(await importFile('complexes', file, false));
    expect(again).toMatchObject({ committed: true, created: 0, updated: 0, unchanged: 3 });
    expect(
      await server.db.select().from(auditLog).where(eq(auditLog.action, 'reference.complexes_imported')),
    ).not.toHaveLength(0);
  });

  test('complex codes continue the CXnnn series past CX999', async () => {
    await server.db.execute(sql`SELECT setval('complexes_code_seq', 998)`);
    const codes: string[] = [];
    for (const label of ['Nine Nine Nine', 'One Thousand']) {
      const response = await admin.send('POST', '/admin/reference/complexes', {
        name: uniqueComplex(label),
        streetAddress: '1 Long Street',
        suburb: 'Pretoria Central',
        city: 'Pretoria',
        province: 'Gauteng',
      });
      codes.push((await readJson(response)).code);
    }
    expect(codes).toEqual(['CX999', 'CX1000']);
  });

  test('any bad line writes nothing, and every bad line is reported with its line and column', async () => {
    const name = uniqueComplex('Bad Lines');
    const prefix = `BL${fileCounter}`;
    const file = [
      UNITS_HEADER,
      `${name},2 Main Road,Lynnwood,Pretoria,Gauteng,1,${prefix}-1`,
      `${name},2 Main Road,,Pretoria,Gauteng,2,${prefix}-2`,
      `${name},2 Main Road,Lynnwood,Pretoria,Gauteng,3,bad code!`,
      `${name},2 Main Road,Lynnwood,Pretoria,Gauteng,4,${prefix}-1`,
      `${name},2 Main Road,Lynnwood,Pretoria`,
      `${name},2 Main Road,Lynnwood,Pretoria,Gauteng,"6 "quoted" wrong",${prefix}-6`,
      `${name},2 Main Road,Lynnwood,Pretoria,Gauteng,7,${prefix}-7`,
    ].join('\r\n');
    const before = await server.db.$count(premises);
    const response = await importFile('complexes', file, false);
    expect(response.status).toBe(422);
    const report = await readJson(response);
    expect(report).toMatchObject({ committed: false, rows: 7, created: 2, linesWithErrors: 5 });
    expect(report.errors.map((e: { line: number; column: string | null }) => [e.line, e.column])).toEqual([
      [3, 'suburb'],
      [4, 'premise_code'],
      [5, 'premise_code'],
      [6, null],
      [7, null],
    ]);
    expect(report.errors[0].message).toBe('Enter the suburb.');
    expect(report.errors[2].message).toContain('line 2');
    expect(report.errors[3].message).toContain('7');
    expect(await server.db.$count(premises)).toBe(before);
    expect(await server.db.$count(importStaging)).toBe(0);

    const dry = await importFile('complexes', file, true, 'af');
    expect(dry.status).toBe(200);
    const afrikaans = await readJson(dry);
    expect(afrikaans.errors).toHaveLength(5);
    expect(afrikaans.errors[0].message).not.toBe('Enter the suburb.');
  });

  test('an import updates what changed, matched by premise code and by complex name and suburb', async () => {
    const name = uniqueComplex('Upsert Place');
    const prefix = `UP${fileCounter}`;
    const first = [UNITS_HEADER, ...unitLines(name, 'Hatfield', 2, prefix)].join('\n');
    expect((await readJson(await importFile('complexes', first, false))).created).toBe(2);
    const moved = [
      UNITS_HEADER,
      `${name},9 New Street,Hatfield,Pretoria,Gauteng,1,${prefix}-001`,
      `${name},9 New Street,Hatfield,Pretoria,Gauteng,2,${prefix}-002`,
      `${name},9 New Street,Hatfield,Pretoria,Gauteng,3,${prefix}-003`,
    ].join('\n');
    expect(await readJson(await importFile('complexes', moved, false))).toMatchObject({
      created: 1,
      updated: 2,
      unchanged: 0,
    });
    expect((await unitsOf(name)).map((u) => u.address)).toEqual([
      `Unit 1, ${name}, 9 New Street, Hatfield`,
      `Unit 2, ${name}, 9 New Street, Hatfield`,
      `Unit 3, ${name}, 9 New Street, Hatfield`,
    ]);
    const clash = [UNITS_HEADER, `${name},9 New Street,Hatfield,Pretoria,Gauteng,1,${prefix}-OTHER`].join('\n');
    const refused = await readJson(await importFile('complexes', clash, true));
    expect(refused.errors).toEqual([
      expect.objectContaining({ line: 2, column: 'unit_number', message: expect.stringContaining(`${prefix}-001`) }),
    ]);
  });

  test('what it accepts: a BOM, semicolons, Excel quoting, South African dates and rands with or without cents', async () => {
    const name = uniqueComplex('Semi Colon Villas');
    const prefix = `SC${fileCounter}`;
    const units = `\uFEFF${UNITS_HEADER.replaceAll(',', ';')}\r\n"${name}";"4 Long Street, Block B";Arcadia;Pretoria;Gauteng;1;${prefix}-1\r\n"${name}";"4 Long Street, Block B";Arcadia;Pretoria;Gauteng;2;${prefix}-2\r\n`;
    expect(await readJson(await importFile('complexes', units, false))).toMatchObject({ committed: true, created: 2 });
    const [complex] = await server.db.select().from(complexes).where(eq(complexes.name, name));
    expect(complex!.streetAddress).toBe('4 Long Street, Block B');

    const number1 = `00${70_000 + fileCounter}1`;
    const number2 = `00${70_000 + fileCounter}2`;
    const accountsFile = [
      ACCOUNTS_HEADER.replaceAll(',', ';'),
      `${number1};Naledi Khumalo;8001015009087;082 555 1234;NALEDI@example.com;${name};1;R 2 000,50;01/03/2024;`,
      `${number2};"Thorn & Sons (Pty) Ltd";2015/123456/07;;;${name};2;2000;2024-03-01;15/10/2026`,
    ].join('\n');
    expect(await readJson(await importFile('accounts', accountsFile, false))).toMatchObject({
      committed: true,
      created: 2,
      errors: [],
    });
    const rows = await server.db
      .select()
      .from(accounts)
      .where(like(accounts.accountNumber, `00${70_000 + fileCounter}%`));
    const byNumber = new Map(rows.map((r) => [r.accountNumber, r]));
    expect(byNumber.get(number1)).toMatchObject({
      holderName: 'Naledi Khumalo',
      cellPhone: '+27825551234',
      email: 'naledi@example.com',
      depositCents: 200_050,
      openedOn: '2024-03-01',
      closedOn: null,
      isBusiness: false,
    });
    expect(byNumber.get(number2)).toMatchObject({ depositCents: 200_000, closedOn: '2026-10-15', isBusiness: true });
  });

  test('what it refuses with a 400: no file, an empty file, a file that is not CSV, a wrong header, a file over 20 MB', async () => {
    const expectRefused = async (response: Response, code: string) => {
      expect(response.status, code).toBe(400);
      const body = await readJson(response);
      expect(body.error.code).toBe(code);
      expect(body.error.message).toEqual(expect.any(String));
      return body;
    };
    await expectRefused(await importFile('complexes', '', false), 'import_empty');
    await expectRefused(await importFile('complexes', await tinyPdfBytes(), false), 'import_not_csv');
    await expectRefused(
      await importFile('complexes', new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 1]), false),
      'import_not_csv',
    );
    // A header without the columns of the import names those it lacks (import_missing_columns), and the header expected.
    const header = await expectRefused(
      await importFile('complexes', 'name,address\nA,B', false),
      'import_missing_columns',
    );
    expect(header.error.message).toContain(UNITS_HEADER);
    await expectRefused(await importFile('accounts', `${UNITS_HEADER}\n`, false), 'import_missing_columns');
    await expectRefused(await importFile('complexes', `${UNITS_HEADER},extra\n`, false), 'import_bad_header');
    // A first line without a line end in its first 64 KB is no header, refused before the parser spends seconds on it.
    await expectRefused(await importFile('complexes', 'x'.repeat(200_000), false), 'import_bad_header');
    const big = `${UNITS_HEADER}\n${'x,'.repeat(6)}x\n`.padEnd(21 * 1024 * 1024, 'y');
    await expectRefused(await importFile('complexes', big, false), 'import_too_large');
    // Sent in chunks, without a length announced: the limit holds while the file streams.
    const boundary = 'protea-test-boundary';
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        const encoder = new TextEncoder();
        controller.enqueue(
          encoder.encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n${UNITS_HEADER}\n`,
          ),
        );
        const line = encoder.encode(`${'A'.repeat(4000)},B,C,D,E,1,P-1\n`);
        const block = new Uint8Array(line.length * 100);
        for (let i = 0; i < 100; i++) block.set(line, i * line.length);
        for (let sent = 0; sent < 21 * 1024 * 1024; sent += block.length) controller.enqueue(block);
        controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`));
        controller.close();
      },
    });
    await expectRefused(
      await fetch(server.url('/ClientApps/api/admin/reference/complexes/import?dryRun=true'), {
        method: 'POST',
        headers: { cookie: adminCookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: chunked,
        duplex: 'half',
      } as RequestInit),
      'import_too_large',
    );
    const noFile = await fetch(server.url('/ClientApps/api/admin/reference/complexes/import?dryRun=true'), {
      method: 'POST',
      headers: { cookie: adminCookie },
      body: new FormData(),
    });
    expect(noFile.status).toBe(400);
    const badQuery = await fetch(server.url('/ClientApps/api/admin/reference/complexes/import?dryRun=maybe'), {
      method: 'POST',
      headers: { cookie: adminCookie },
      body: new FormData(),
    });
    expect(badQuery.status).toBe(400);
  });

  test('a line in another encoding than UTF-8 is reported, not stored garbled', async () => {
    const name = uniqueComplex('Encoding');
    const latin1 = Buffer.concat([
      Buffer.from(`${UNITS_HEADER}\n${name},1 Rue,`),
      Buffer.from([0x43, 0x61, 0x66, 0xe9]), // "Café" in Windows-1252
      Buffer.from(`,Pretoria,Gauteng,1,EN${fileCounter}-1\n`),
    ]);
    const report = await readJson(await importFile('complexes', latin1, true));
    expect(report.errors).toEqual([expect.objectContaining({ line: 2, column: 'suburb' })]);
  });

  test('lines and errors are counted apart: each line is new, updated, unchanged or bad, and a bad line may have several errors', async () => {
    const name = uniqueComplex('Count Court');
    const prefix = `CC${fileCounter}`;
    const file = [
      UNITS_HEADER,
      `${name},3 Count Road,Brooklyn,Pretoria,Gauteng,1,${prefix}-1`,
      // Two bad values on one line: one line, two errors.
      `${name},3 Count Road,,Pretoria,Gauteng,2,bad code!`,
      // Found bad only against the other lines (its premise code is line 2's): no longer counted as new.
      `${name},3 Count Road,Brooklyn,Pretoria,Gauteng,3,${prefix}-1`,
    ].join('\n');
    const report = await readJson(await importFile('complexes', file, true));
    expect(report).toMatchObject({ rows: 3, created: 1, updated: 0, unchanged: 0, linesWithErrors: 2, moreErrors: 0 });
    expect(report.errors.map((e: { line: number; column: string }) => [e.line, e.column])).toEqual([
      [3, 'suburb'],
      [3, 'premise_code'],
      [4, 'premise_code'],
    ]);
    expect(report.created + report.updated + report.unchanged + report.linesWithErrors).toBe(report.rows);
    // Three lines, each with both errors: three lines with errors, six errors.
    const allBad = [UNITS_HEADER, ...[1, 2, 3].map((unit) => `${name},3 Count Road,,Pretoria,Gauteng,${unit},bad!`)];
    expect(await readJson(await importFile('complexes', allBad.join('\n'), true))).toMatchObject({
      rows: 3,
      created: 0,
      linesWithErrors: 3,
      errors: expect.arrayContaining([expect.objectContaining({ line: 4, column: 'premise_code' })]),
    });
  });

  test('a date the calendar does not have is reported as no such date, not as a date written wrongly', async () => {
    const number = `00${60_000 + ++fileCounter}`;
    const file = [
      ACCOUNTS_HEADER,
      `${number}1,Ann Date,8001015009087,,,,,0,31/02/2024,`,
      `${number}2,Ann Date,8001015009087,,,,,0,2024-02-30,`,
      `${number}3,Ann Date,8001015009087,,,,,0,2024/02/03,2024-13-01`,
    ].join('\n');
    const report = await readJson(await importFile('accounts', file, true));
    const notReal = 'There is no such date: check the day and the month.';
    const format = 'Write the date as yyyy-mm-dd or dd/mm/yyyy.';
    expect(report.errors).toEqual([
      { line: 2, column: 'opened_on', message: notReal },
      { line: 3, column: 'opened_on', message: notReal },
      { line: 4, column: 'opened_on', message: format },
      { line: 4, column: 'closed_on', message: notReal },
    ]);
    const afrikaans = await readJson(await importFile('accounts', file, true, 'af'));
    expect(afrikaans.errors[0].message).toBe("Daar is nie so 'n datum nie: kyk na die dag en die maand.");
  });

  test('a missing column is named: in the header, and on a line with too few values', async () => {
    const withoutSuburb = UNITS_HEADER.replace('suburb,', '');
    const response = await importFile('complexes', `${withoutSuburb}\nA,1 Road,Pretoria,Gauteng,1,P-1\n`, true);
    expect(response.status).toBe(400);
    const body = await readJson(response);
    expect(body.error).toMatchObject({ code: 'import_missing_columns', missingColumns: ['suburb'] });
    expect(body.error.message).toBe(
      `The file has no column suburb. The first line of the file must be exactly: ${UNITS_HEADER}`,
    );
    const twoMissing = await readJson(
      await importFile('accounts', `${ACCOUNTS_HEADER.replace(',opened_on,closed_on', '')}\n`, true, 'zu'),
    );
    expect(twoMissing.error.missingColumns).toEqual(['opened_on', 'closed_on']);
    expect(twoMissing.error.message).toContain('opened_on, closed_on');
    // Every column there, in another order: the header expected is named.
    const reordered = UNITS_HEADER.split(',').reverse().join(',');
    const refused = await readJson(await importFile('complexes', `${reordered}\n`, true));
    expect(refused.error.code).toBe('import_bad_header');

    const name = uniqueComplex('Short Line');
    const short = await readJson(
      await importFile('complexes', `${UNITS_HEADER}\n${name},1 Road,Brooklyn,Pretoria,Gauteng\n`, true),
    );
    expect(short.errors).toEqual([
      {
        line: 2,
        column: null,
        message: 'This line has 5 values; each line needs 7. No value for: unit_number, premise_code.',
      },
    ]);
  });

  test('two open accounts with one holder ID number are listed as warnings by line, and the import may go on', async () => {
    const base = `00${50_000 + ++fileCounter}`;
    const lines = [
      ACCOUNTS_HEADER,
      `${base}1,Marius Twice,6502285009089,,,,,0,2020-01-01,`,
      `${base}2,Marius Twice,6502285009089,,,,,0,2021-01-01,`,
      // Closed: no warning.
      `${base}3,Marius Twice,6502285009089,,,,,0,2019-01-01,2019-12-31`,
      // The demo's example holder, open on account 00005555 in the register.
      `${base}4,Not Thandi,8001015009087,,,,,0,2022-01-01,`,
    ];
    const dry = await readJson(await importFile('accounts', lines.join('\n'), true));
    expect(dry).toMatchObject({ errors: [], linesWithErrors: 0, created: 4, moreWarnings: 0 });
    expect(dry.warnings).toEqual([
      {
        line: 3,
        column: 'holder_id_number',
        message:
          "The holder's ID number is also on line 2, an open account too. Check that both accounts are this person's.",
      },
      {
        line: 5,
        column: 'holder_id_number',
        message: expect.stringContaining('open account 00005555 in the register'),
      },
    ]);
    const real = await importFile('accounts', lines.join('\n'), false);
    expect(real.status).toBe(200);
    expect(await readJson(real)).toMatchObject({
      committed: true,
      created: 4,
      warnings: [expect.anything(), expect.anything()],
    });
  });

  test('reviewers read the registers and get 403 on every change, which changes nothing', async () => {
    expect((await reviewer.get('/admin/reference/complexes')).status).toBe(200);
    expect((await reviewer.get('/admin/reference/accounts?search=00005555')).status).toBe(200);
    expect((await reviewer.get('/admin/reference/deposit-rules')).status).toBe(200);
    expect((await reviewer.get('/admin/reference/complexes/export')).status).toBe(200);
    const before = { complexes: await server.db.$count(complexes), rules: await server.db.$count(depositRules) };
    const calls: Array<[string, string, unknown]> = [
      ['POST', '/admin/reference/complexes', { name: 'X', streetAddress: 'Y', suburb: 'Z', city: 'P', province: 'G' }],
      ['PATCH', '/admin/reference/complexes/1', { isActive: false }],
      ['POST', '/admin/reference/complexes/1/units', { unitNumber: '99', premiseCode: 'RV-99' }],
      ['PUT', '/admin/reference/deposit-rules', { rules: [] }],
    ];
    for (const [method, path, body] of calls) {
      expect((await reviewer.send(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    const form = new FormData();
    form.append('file', new Blob([`${UNITS_HEADER}\nA,B,C,D,E,1,RV-1`]), 'x.csv');
    expect((await reviewer.sendForm('/admin/reference/complexes/import?dryRun=false', form)).status).toBe(403);
    expect({ complexes: await server.db.$count(complexes), rules: await server.db.$count(depositRules) }).toEqual(
      before,
    );
    expect((await publicSearch('X')).complexes.some((c: { name: string }) => c.name === 'X')).toBe(false);
  });

  test('complexes are added, edited and deactivated on screen; a deactivated one is no longer offered, and each change is audited', async () => {
    const name = uniqueComplex('Jacaranda Lofts');
    const created = await admin.send('POST', '/admin/reference/complexes', {
      name,
      streetAddress: '5 Park Street',
      suburb: 'Groenkloof',
      city: 'Pretoria',
      province: 'Gauteng',
      postalCode: '0181',
    });
    expect(created.status).toBe(201);
    const complex = await readJson(created);
    expect(complex).toMatchObject({ name, isActive: true, unitCount: 0, code: expect.stringMatching(/^CX\d+$/) });
    const taken = await admin.send('POST', '/admin/reference/complexes', {
      name: name.toUpperCase(),
      streetAddress: 'elsewhere',
      suburb: 'groenkloof',
      city: 'Pretoria',
      province: 'Gauteng',
    });
    expect(taken.status).toBe(409);
    const bad = await admin.send('POST', '/admin/reference/complexes', { name: '', suburb: 'x', postalCode: '12' });
    expect(bad.status).toBe(400);
    expect(Object.keys((await readJson(bad)).error.fields).sort()).toEqual(
      ['city', 'name', 'postalCode', 'province', 'streetAddress'].sort(),
    );

    const unit = await admin.send('POST', `/admin/reference/complexes/${complex.id}/units`, {
      unitNumber: '1A',
      premiseCode: `JL${fileCounter}-1A`,
    });
    expect(unit.status).toBe(201);
    expect(await readJson(unit)).toMatchObject({ address: `Unit 1A, ${name}, 5 Park Street, Groenkloof` });
    const twice = await admin.send('POST', `/admin/reference/complexes/${complex.id}/units`, {
      unitNumber: '1A',
      premiseCode: `JL${fileCounter}-other`,
    });
    expect(twice.status).toBe(409);

    expect((await publicSearch('Groenkloof')).complexes.map((c: { name: string }) => c.name)).toContain(name);
    const renamed = await readJson(
      await admin.send('PATCH', `/admin/reference/complexes/${complex.id}`, { streetAddress: '7 Park Street' }),
    );
    expect(renamed.streetAddress).toBe('7 Park Street');
    expect((await unitsOf(name))[0]!.address).toBe(`Unit 1A, ${name}, 7 Park Street, Groenkloof`);

    const off = await admin.send('PATCH', `/admin/reference/complexes/${complex.id}`, { isActive: false });
    expect(await readJson(off)).toMatchObject({ isActive: false, unitCount: 1 });
    expect((await publicSearch('Groenkloof')).complexes.map((c: { name: string }) => c.name)).not.toContain(name);
    const units = await fetch(server.url(`/ClientApps/api/premises/complexes/${complex.id}/units`));
    expect((await readJson(units)).premises).toEqual([]);
    const staffList = await admin.json(`/admin/reference/complexes?search=${encodeURIComponent(name)}&status=inactive`);
    expect(staffList.items).toHaveLength(1);

    const actions = (
      await server.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'complex'), eq(auditLog.entityId, String(complex.id))))
        .orderBy(asc(auditLog.id))
    ).map((r) => r.action);
    expect(actions).toEqual([
      'reference.complex_created',
      'reference.unit_added',
      'reference.complex_changed',
      'reference.complex_deactivated',
    ]);
  });

  test('fifty staff changes to the same name or premise code at once: one wins, the others get 409, never a 500', async () => {
    const suburb = 'Waverley';
    const ids: number[] = [];
    for (let i = 0; i < 50; i++) {
      const created = await admin.send('POST', '/admin/reference/complexes', {
        name: uniqueComplex('Rename Race'),
        streetAddress: '3 Race Street',
        suburb,
        city: 'Pretoria',
        province: 'Gauteng',
      });
      ids.push((await readJson(created)).id);
    }
    const target = uniqueComplex('One Name');
    const renames = await Promise.all(
      ids.map((id) => admin.send('PATCH', `/admin/reference/complexes/${id}`, { name: target })),
    );
    const statuses = renames.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(49).fill(409)]);
    expect(await server.db.$count(complexes, eq(complexes.name, target))).toBe(1);

    const unitIds: number[] = [];
    for (const [i, id] of ids.slice(0, 50).entries()) {
      const unit = await admin.send('POST', `/admin/reference/complexes/${id}/units`, {
        unitNumber: '1',
        premiseCode: `RR${fileCounter}-${i}`,
      });
      unitIds.push((await readJson(unit)).id);
    }
    const code = `RR${fileCounter}-SAME`;
    const recodes = await Promise.all(
      unitIds.map((unitId, i) =>
        admin.send('PATCH', `/admin/reference/complexes/${ids[i]}/units/${unitId}`, {
          unitNumber: '1',
          premiseCode: code,
        }),
      ),
    );
    expect(recodes.map((r) => r.status).sort()).toEqual([200, ...Array(49).fill(409)]);
    expect(await server.db.$count(premises, eq(premises.premise, code))).toBe(1);
  });

  test('the public search finds complexes by suburb or city as well as by name, fuzzy as before', async () => {
    const centurion = await publicSearch('Centurion');
    expect(centurion.complexes.length).toBeGreaterThanOrEqual(9);
    expect(centurion.complexes.every((c: { city: string }) => c.city === 'Centurion')).toBe(true);
    expect((await publicSearch('pretoria')).complexes.length).toBeGreaterThan(9);
    expect((await publicSearch('Irene')).complexes.map((c: { name: string }) => c.name)).toContain('Irene Glen');
    expect((await publicSearch('Centurian')).suggestions.length).toBeGreaterThan(0);
  });

  test('the accounts register is searched by number, holder or ID number, with the requests that opened and closed each', async () => {
    const byNumber = await admin.json('/admin/reference/accounts?search=00005555');
    expect(byNumber.items[0]).toMatchObject({
      accountNumber: '00005555',
      holderName: 'Thandi Mokoena',
      complexName: 'Waterkloof Heights',
      unitNumber: '1',
      depositHeld: 2000,
      closedOn: null,
    });
    expect((await admin.json('/admin/reference/accounts?search=thandi mokoena')).items[0].accountNumber).toBe(
      '00005555',
    );
    expect((await admin.json('/admin/reference/accounts?search=8001015009')).items.length).toBeGreaterThan(0);
    const closed = await admin.json('/admin/reference/accounts?status=closed&pageSize=100');
    expect(closed.items.length).toBeGreaterThan(0);
    expect(closed.items.every((a: { closedOn: string | null }) => a.closedOn !== null)).toBe(true);
    const open = await admin.json('/admin/reference/accounts?status=open&pageSize=100');
    expect(open.items.every((a: { closedOn: string | null }) => a.closedOn === null)).toBe(true);
    const all = await admin.json('/admin/reference/accounts?status=all&pageSize=100&search=');
    expect(all.total).toBe(open.total + closed.total);
    expect((await admin.get('/admin/reference/accounts?pageSize=1000')).status).toBe(400);
  });

  test('the register search (trigram indexes) finds part of a number, part of a name in any case and the start of an ID number, in number order', async () => {
    const stem = String(80_000 + ++fileCounter);
    const surname = `Vundlazana${fileCounter}`;
    const lines = [
      ACCOUNTS_HEADER,
      `97${stem}3,Zodwa ${surname},4407305123088,,,,,0,2020-01-01,`,
      `97${stem}1,${surname} Trading (Pty) Ltd,2016/441234/07,,,,,0,2021-01-01,`,
      `97${stem}2,Sizwe ${surname},4407305123088,,,,,0,2019-01-01,2019-12-31`,
      `97${stem}4,Other Holder,9912315800083,,,,,0,2022-01-01,`,
    ];
    expect(await readJson(await importFile('accounts', lines.join('\n'), false))).toMatchObject({
      committed: true,
      created: 4,
    });
    const search = async (query: string) => {
      const page = await admin.json(`/admin/reference/accounts?${query}`);
      return { numbers: page.items.map((a: { accountNumber: string }) => a.accountNumber), total: page.total };
    };
    const all = [1, 2, 3, 4].map((n) => `97${stem}${n}`);
    // Part of the account number, anywhere in it; in account number order, not the file's.
    expect(await search(`search=${stem}`)).toEqual({ numbers: all, total: 4 });
    expect(await search(`search=${stem}3`)).toEqual({ numbers: [all[2]], total: 1 });
    // Part of the holder's name, in any case.
    expect(await search(`search=${surname.toLowerCase().slice(2)}`)).toEqual({ numbers: all.slice(0, 3), total: 3 });
    expect(await search(`search=${encodeURIComponent(`ZODWA ${surname.toUpperCase()}`)}`)).toEqual({
      numbers: [all[2]],
      total: 1,
    });
    // The ID number (or CIPC number) from its start, not from its middle.
    expect(await search('search=440730512')).toEqual({ numbers: [all[1], all[2]], total: 2 });
    expect(await search(`search=${encodeURIComponent('2016/4412')}`)).toEqual({ numbers: [all[0]], total: 1 });
    expect(await search('search=7305123088')).toEqual({ numbers: [], total: 0 });
    // With the status, and a page past the first.
    expect(await search(`search=${surname}&status=closed`)).toEqual({ numbers: [all[1]], total: 1 });
    expect(await search(`search=${surname}&status=open`)).toEqual({ numbers: [all[0], all[2]], total: 2 });
    expect(await search(`search=${stem}&pageSize=3&page=2`)).toEqual({ numbers: [all[3]], total: 4 });
    expect(await search(`search=${stem}&pageSize=2&page=3`)).toEqual({ numbers: [], total: 4 });
    // LIKE's wildcards are searched as themselves.
    expect(await search(`search=${encodeURIComponent(`${surname}%Ltd`)}`)).toEqual({ numbers: [], total: 0 });
    expect(await search(`search=${encodeURIComponent(`${surname} Trading (Pty)`)}`)).toEqual({
      numbers: [all[0]],
      total: 1,
    });
  });

  test('a register search counts at most LIST_COUNT_LIMIT + 1 matches, as the case lists do (exact: false beyond)', async () => {
    const stem = String(70_000 + ++fileCounter);
    const surname = `Ngcobozana${fileCounter}`;
    const many = LIST_COUNT_LIMIT + 5;
    const number = (n: number) => `9${stem}${String(n).padStart(3, '0')}`;
    const lines = [ACCOUNTS_HEADER];
    for (let n = 1; n <= many; n++) lines.push(`${number(n)},Lindiwe ${surname},P${number(n)},,,,,0,2020-01-01,`);
    lines.push(`${number(many + 1)},Few ${surname}Few,P${number(many + 1)},,,,,0,2020-01-01,`);
    expect(await readJson(await importFile('accounts', lines.join('\n'), false))).toMatchObject({
      committed: true,
      created: many + 1,
    });
    const search = async (query: string) => {
      const page = await admin.json(`/admin/reference/accounts?${query}`);
      const numbers = page.items.map((a: { accountNumber: string }) => a.accountNumber);
      return { first: numbers[0], count: numbers.length, total: page.total, exact: page.exact };
    };
    // More than the limit: "more than 100", in account number order, every page still reachable.
    expect(await search(`search=${surname}`)).toEqual({
      first: number(1),
      count: 25,
      total: LIST_COUNT_LIMIT + 1,
      exact: false,
    });
    expect(await search(`search=${surname}&page=5`)).toEqual({
      first: number(101),
      count: many + 1 - 100,
      total: LIST_COUNT_LIMIT + 1,
      exact: false,
    });
    expect(await search(`search=${surname}&page=6`)).toEqual({
      first: undefined,
      count: 0,
      total: LIST_COUNT_LIMIT + 1,
      exact: false,
    });
    // A search of one or two characters is bounded alike; within the limit, counted exactly.
    expect((await search('search=9')).exact).toBe(false);
    expect(await search(`search=${surname}Few`)).toEqual({ first: number(many + 1), count: 1, total: 1, exact: true });
    expect(await search('search=NoSuchHolderAnywhere')).toEqual({ first: undefined, count: 0, total: 0, exact: true });
    // Without a search, the register is counted exactly.
    const all = await admin.json('/admin/reference/accounts');
    expect(all).toMatchObject({ exact: true });
    expect(all.total).toBeGreaterThan(LIST_COUNT_LIMIT);
    expect(await admin.json('/admin/reference/complexes')).toMatchObject({ exact: true });
  });

  test('the example files offered for download are those in docs/examples, and import without a bad line', async () => {
    for (const register of ['complexes', 'accounts'] as const) {
      const response = await admin.get(`/admin/reference/${register}/example`);
      expect(response.status).toBe(200);
      const example = await response.text();
      expect(example).toBe(readFileSync(new URL(`../../docs/examples/${register}.csv`, import.meta.url), 'utf8'));
      const report = await readJson(await importFile(register, example, false));
      expect(report.errors, register).toEqual([]);
      // Nor anything to look at: no holder of the example shares an ID number with an open account of the demo data.
      expect(report.warnings, register).toEqual([]);
      expect(report.committed).toBe(true);
    }
    expect((await publicSearch('Riviera')).complexes.map((c: { name: string }) => c.name)).toContain('Riviera Gardens');
  });

  test('an exported register imports back unchanged', async () => {
    for (const register of ['complexes', 'accounts'] as const) {
      const exported = await admin.get(`/admin/reference/${register}/export`);
      expect(exported.status).toBe(200);
      expect(exported.headers.get('content-type')).toContain('text/csv');
      const csv = await exported.text();
      const report = await readJson(await importFile(register, csv, true));
      expect(report.errors, register).toEqual([]);
      expect(report, register).toMatchObject({ created: 0, updated: 0 });
      expect(report.unchanged).toBe(report.rows);
    }
  });

  test('deposit rules: history kept, a rule in force from its date, the amount used recorded on the case', async () => {
    const today = saDateOf(new Date());
    const tomorrow = addDays(today, 1);
    const start = await admin.json('/admin/reference/deposit-rules');
    expect(start.rules).toContainEqual({
      applicantType: 'residential',
      occupancy: 'tenant',
      amount: 2000,
      effectiveFrom: '2000-01-01',
    });
    // The body GET answers goes back unchanged.
    expect((await admin.send('PUT', '/admin/reference/deposit-rules', { rules: start.rules })).status).toBe(200);
    const past = await admin.send('PUT', '/admin/reference/deposit-rules', {
      rules: [{ applicantType: 'residential', occupancy: 'tenant', amount: 1, effectiveFrom: '2020-01-01' }],
    });
    expect(past.status).toBe(409);
    expect((await readJson(past)).error.code).toBe('deposit_rule_started');
    const invalid = await admin.send('PUT', '/admin/reference/deposit-rules', {
      rules: [{ applicantType: 'flat', occupancy: 'tenant', amount: -1, effectiveFrom: '31/12/2026' }],
    });
    expect(invalid.status).toBe(400);

    const tenant = await insertApplication(server, { status: 'pending', isOwner: false });
    const later = await admin.send('PUT', '/admin/reference/deposit-rules', {
      rules: [{ applicantType: 'residential', occupancy: 'tenant', amount: 2600, effectiveFrom: tomorrow }],
    });
    expect(later.status).toBe(200);
    expect(await admin.json(`/admin/applications/${tenant.reference}/calculate-deposit`)).toMatchObject({
      calculatedDeposit: 2000,
    });
    const now = await readJson(
      await admin.send('PUT', '/admin/reference/deposit-rules', {
        rules: [{ applicantType: 'residential', occupancy: 'tenant', amount: 2400.5, effectiveFrom: today }],
      }),
    );
    expect(now.rules).toContainEqual({
      applicantType: 'residential',
      occupancy: 'tenant',
      amount: 2400.5,
      effectiveFrom: today,
    });
    expect(now.rules).toContainEqual({
      applicantType: 'residential',
      occupancy: 'tenant',
      amount: 2600,
      effectiveFrom: tomorrow,
    });
    expect(now.history.length).toBeGreaterThanOrEqual(6);
    expect(now.history[0]).toMatchObject({ effectiveFrom: tomorrow, setBy: 'Admin' });
    expect(await admin.json(`/admin/applications/${tenant.reference}/calculate-deposit`)).toMatchObject({
      calculatedDeposit: 2400.5,
      effectiveFrom: today,
    });
    expect((await admin.send('POST', `/admin/applications/${tenant.reference}/deposit`, { amount: 2000 })).status).toBe(
      200,
    );
    const [row] = await server.db.select().from(applications).where(eq(applications.id, tenant.id));
    expect(row).toMatchObject({ depositCents: 200_000, depositRuleCents: 240_050 });
    expect(
      await server.db.select().from(auditLog).where(eq(auditLog.action, 'reference.deposit_rule_set')),
    ).toHaveLength(2);
    // Back to the rule the other tests expect.
    await admin.send('PUT', '/admin/reference/deposit-rules', {
      rules: [{ applicantType: 'residential', occupancy: 'tenant', amount: 2000, effectiveFrom: today }],
    });
  });

  test('a termination is checked against an imported account', async () => {
    const name = uniqueComplex('Imported Heights');
    const prefix = `IH${fileCounter}`;
    await importFile(
      'complexes',
      [UNITS_HEADER, ...unitLines(name, 'Eldoraigne', 2, prefix, 'Centurion')].join('\n'),
      false,
    );
    const number = `0${80_000 + fileCounter}9`;
    const accountsFile = [
      ACCOUNTS_HEADER,
      `${number},Sipho Dlamini,8001015009087,0825550000,,${name},2,"1,500.00",2023-06-30,`,
    ].join('\n');
    expect(await readJson(await importFile('accounts', accountsFile, false))).toMatchObject({
      committed: true,
      created: 1,
    });
    const { cookie, terminationId, personal } = await readyTermination(server, 'residential', {
      personal: { proteaAccountNumber: number, idNumber: '8001015009087', cellPhone: '0825550000' },
      property: { complexName: name, unitNumber: '2' },
    });
    const response = await submitTermination(
      server,
      'residential',
      submission(personal, { propertyInfo: { complexName: name, unitNumber: '2' } }),
      cookie,
    );
    expect(response.status).toBe(201);
    expect(await terminationRow(server, terminationId)).toMatchObject({
      accountFound: true,
      idMatches: true,
      premiseMatches: true,
      depositHeldCents: 150_000,
    });
    expect(e164(personal.cellPhone)).toBe('+27825550000');

    // Completed, the termination closes the account; the register names it, and the billing file, behind, does not reopen it.
    const [account] = await server.db.select().from(accounts).where(eq(accounts.accountNumber, number));
    const termination = await terminationRow(server, terminationId);
    expect(await closeAccount(server.db, account!.id, saDateOf(new Date()), termination.id)).toBe(true);
    const listed = (await admin.json(`/admin/reference/accounts?search=${number}`)).items[0];
    expect(listed.closedBy).toEqual({ id: termination.id, reference: terminationId });
    expect(await readJson(await importFile('accounts', accountsFile, false))).toMatchObject({ unchanged: 1 });
    const [after] = await server.db.select().from(accounts).where(eq(accounts.accountNumber, number));
    expect(after!.closedOn).toBe(saDateOf(new Date()));
  });

  test('fifty imports of one file at once end in one consistent register', async () => {
    const name = uniqueComplex('Crowd Mews');
    const prefix = `CM${fileCounter}`;
    const file = [UNITS_HEADER, ...unitLines(name, 'Sunnyside', 20, prefix)].join('\n');
    const reports = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const response = await importFile('complexes', file, false);
        return { status: response.status, body: await readJson(response) };
      }),
    );
    expect(reports.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(reports.reduce((sum, r) => sum + r.body.created, 0)).toBe(20);
    expect(reports.reduce((sum, r) => sum + r.body.unchanged, 0)).toBe(49 * 20);
    expect(await unitsOf(name)).toHaveLength(20);
    expect(await server.db.$count(complexes, eq(complexes.name, name))).toBe(1);
    expect(await server.db.$count(importStaging)).toBe(0);
  });
});
