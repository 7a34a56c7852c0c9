import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cases } from '../src/db/schema.js';
import { adminApi, loginAdmin, uniqueToken } from './support/admin.js';
import { API, applicantCookieOf, createApplication, sendJson, validApplication } from './support/applicant.js';
import { saveDraft, startDraft } from './support/terminating-customer.js';
import {
  DATABASES,
  type JsonBody,
  postJson,
  readJson,
  startTestServer,
  type TestServer,
} from './support/test-server.js';

/** Issue 26, part 5: the lists find a business request by its representative as well as by its name. */
describe.each(DATABASES)('searching the admin lists by the person on %s', (kind) => {
  let server: TestServer;
  let admin: ReturnType<typeof adminApi>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = adminApi(server, await loginAdmin(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The references a list finds for a search, with the whole answer's total. */
  async function search(list: 'applications' | 'terminations', term: string, extra = '') {
    const body = await admin.json(`/admin/${list}?search=${encodeURIComponent(term)}&pageSize=100${extra}`);
    const rows: JsonBody[] = list === 'applications' ? body.applications : body.terminations;
    return rows.map((row) => (list === 'applications' ? row.appReference : row.reference) as string);
  }
  const representativeOf = async (reference: string) =>
    (await server.db.select().from(cases).where(eq(cases.reference, reference)))[0]?.representativeName;
  /** A representative no other test shares: letters only, so the search is a name, not a number. */
  const person = () => ({ firstName: uniqueToken('Thandi'), surname: uniqueToken('Mokoena') });

  test("a business application is found by its representative's first name, surname and full name, and by its name", async () => {
    const representative = person();
    const businessName = `${uniqueToken('Jacaranda')} Coffee Roasters`;
    const response = await postJson(
      server.url(`${API}/business-applications`),
      validApplication({
        ...representative,
        businessName,
        registrationNumber: '2015/123456/07',
        businessType: 'pty-ltd',
        formtype: 4,
        isbusiness: true,
      }),
    );
    expect(response.status).toBe(201);
    const reference: string = (await readJson(response)).applicationNumber;
    const fullName = `${representative.firstName} ${representative.surname}`;

    for (const term of [representative.firstName, representative.surname, fullName, businessName]) {
      expect(await search('applications', term), term).toEqual([reference]);
    }
    // The list still shows the business's name; the person is only searched.
    const [row] = (await admin.json(`/admin/applications?search=${representative.surname}`)).applications;
    expect(row).toMatchObject({ appReference: reference, fullName: businessName });
    // Any case of the words, and with the business type filter; the residential filter leaves it out.
    expect(await search('applications', fullName.toUpperCase(), '&type=business')).toEqual([reference]);
    expect(await search('applications', representative.surname, '&type=residential')).toEqual([]);

    // Edit Details changes the representative: the new surname finds it, the old one no longer does.
    const cookie = applicantCookieOf(response)!;
    const renamed = uniqueToken('Dlamini');
    const edited = await sendJson(server, 'PUT', `/business-applications/${reference}`, { surname: renamed }, cookie);
    expect(edited.status).toBe(200);
    expect(await search('applications', renamed)).toEqual([reference]);
    expect(await search('applications', representative.surname)).toEqual([]);
    expect(await representativeOf(reference)).toBe(`${representative.firstName} ${renamed}`);
  });

  test("a business termination is found by its representative's first name, surname and full name, and by its name", async () => {
    const representative = person();
    const businessName = `${uniqueToken('Highveld')} Print & Copy`;
    const draft = await startDraft(server, 'business', { ...representative, businessName });
    const [created] = await server.db
      .select({ reference: cases.reference })
      .from(cases)
      .where(eq(cases.representativeName, `${representative.firstName} ${representative.surname}`));
    const reference = created!.reference;
    const fullName = `${representative.firstName} ${representative.surname}`;

    for (const term of [representative.firstName, representative.surname, fullName, businessName]) {
      expect(await search('terminations', term), term).toEqual([reference]);
    }
    const [row] = (await admin.json(`/admin/terminations?search=${encodeURIComponent(fullName)}`)).terminations;
    expect(row).toMatchObject({ reference, name: businessName, type: 'business' });
    expect(await search('terminations', representative.firstName, '&type=business')).toEqual([reference]);
    expect(await search('terminations', representative.firstName, '&type=residential')).toEqual([]);

    // The wizard's step one saved again with another representative.
    const renamed = uniqueToken('Naidoo');
    const saved = await saveDraft(
      server,
      { kind: 'business', consent: true, personalDetails: { ...draft.personal, surname: renamed } },
      draft.cookie,
    );
    expect(saved.status).toBe(200);
    expect(await search('terminations', `${representative.firstName} ${renamed}`)).toEqual([reference]);
    expect(await search('terminations', representative.surname)).toEqual([]);
  });

  test('a residential request is found by its name as before, with no representative', async () => {
    const applicant = person();
    const { reference } = await createApplication(server, applicant);
    const fullName = `${applicant.firstName} ${applicant.surname}`;
    for (const term of [applicant.firstName, applicant.surname, fullName]) {
      expect(await search('applications', term), term).toEqual([reference]);
    }
    expect(await representativeOf(reference)).toBeNull();

    const resident = person();
    await startDraft(server, 'residential', resident);
    const [created] = await server.db
      .select({ reference: cases.reference, representativeName: cases.representativeName })
      .from(cases)
      .where(eq(cases.displayName, `${resident.firstName} ${resident.surname}`));
    expect(created?.representativeName).toBeNull();
    expect(await search('terminations', resident.surname)).toEqual([created!.reference]);
    expect(await search('terminations', `${resident.firstName} ${resident.surname}`)).toEqual([created!.reference]);
  });

  test('a one- or two-letter search finds a representative whose name starts with it', async () => {
    // Two letters match from the start of a name only: the representative's first name, as the business's name.
    const representative = { firstName: `Qx${uniqueToken('')}`, surname: uniqueToken('Zulu') };
    const businessName = `${uniqueToken('Karoo')} Bakery`;
    await startDraft(server, 'business', { ...representative, businessName });
    const found = await admin.json('/admin/terminations?search=qX&type=business&pageSize=100');
    expect(found.terminations.map((row: JsonBody) => row.name)).toContain(businessName);
    const middle = await admin.json(`/admin/terminations?search=${representative.surname.slice(2, 4)}&pageSize=100`);
    expect(middle.terminations.map((row: JsonBody) => row.name)).not.toContain(businessName);
  });
});
