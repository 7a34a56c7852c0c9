import type { ApplicationDraft, ApplicationWizardKind } from '@protea/shared/draft-constants';
import { applicationDraftSchema } from '@protea/shared/schemas/first-screen-draft';
import { describe, expect, test } from 'vitest';
import { draftOf } from './typed-draft';
import { readDraft, stateWithDraft } from './wizard-draft';
import { initialWizardState } from './wizard-state';

/** The server's side of the draft (PUT and GET /drafts): checked when saved, kept per kind, as JSON. */
function draftServer() {
  const drafts = new Map<ApplicationWizardKind, string>();
  return {
    drafts,
    save: (draft: ApplicationDraft) => {
      const { kind, ...content } = applicationDraftSchema.parse(draft);
      drafts.set(kind, JSON.stringify(content));
    },
    answer: (kind: ApplicationWizardKind): unknown => JSON.parse(drafts.get(kind) ?? 'null'),
  };
}

const typed = {
  title: 'Ms',
  initials: 'T',
  firstName: 'Thandi',
  surname: 'Mokoena',
  idNumber: '8001015009087',
  cellPhone: '082 555 0101',
  email: '',
  refName: 'Sipho Dlamini',
  refCellNo: '083 765 4321',
  consent: true,
};

/** A reload: the wizard opens again from what the server answers. */
const reopened = (server: ReturnType<typeof draftServer>, kind: ApplicationWizardKind = 'residential') =>
  stateWithDraft({ ...initialWizardState, kind }, readDraft(server.answer(kind)));

describe('the wizard draft kept on the server', () => {
  test('keeps the typed text, not the consent or empty fields', () => {
    const server = draftServer();
    server.save(draftOf('residential', 'client_details', typed));
    const { consent: _ticked, email: _empty, ...kept } = typed;
    expect(readDraft(server.answer('residential'))).toEqual({ step: 'client_details', client: kept });
  });

  test('half-typed details open the client form again with what was typed', () => {
    const server = draftServer();
    server.save(draftOf('residential', 'client_details', { firstName: 'Tha', cellPhone: '082' }));
    const sut = reopened(server);
    expect(sut.step).toBe('client_details');
    expect(sut.client).toEqual({ firstName: 'Tha', cellPhone: '082' });
    expect(sut.applicationNumber).toBeNull();
  });

  test('complete details saved on the property step open the property step', () => {
    const server = draftServer();
    server.save(draftOf('residential', 'property_info', typed));
    const sut = reopened(server);
    expect(sut.step).toBe('property_info');
    expect(sut.client).toMatchObject({ firstName: 'Thandi', cellPhone: '+27825550101' });
  });

  test('a draft for the property step without complete details opens the client form', () => {
    const server = draftServer();
    server.save(draftOf('residential', 'property_info', { firstName: 'Thandi' }));
    expect(reopened(server).step).toBe('client_details');
  });

  test('none, junk or a foreign or old shape is no draft', () => {
    expect(readDraft(null)).toBeNull();
    expect(stateWithDraft(initialWizardState, null)).toBe(initialWizardState);
    expect(readDraft('{not json')).toBeNull();
    expect(readDraft({ step: 'confirmation', client: {} })).toBeNull();
    expect(readDraft({ step: 'client_details', client: { x: 1 } })).toBeNull();
    expect(readDraft({ step: 'client_details', client: {}, kept: 'in the tab' })).toBeNull();
  });

  test('what the form holds that is not text is not kept as text', () => {
    expect(draftOf('residential', 'client_details', { firstName: 7, surname: null, directors: 'x' })).toEqual({
      kind: 'residential',
      step: 'client_details',
      client: {},
    });
  });

  test("a business's draft keeps its fields and directors apart from a household's, and reopens the property step when complete", () => {
    const server = draftServer();
    const business = {
      businessName: 'Centurion Fresh (Pty) Ltd',
      registrationNumber: '2019/123456/07',
      vatNumber: '4123456789',
      businessType: 'pty-ltd',
      tradingName: '',
      directors: [{ fullName: 'Anna Botha', idNumber: '8001015009087' }],
    };
    server.save(draftOf('business', 'property_info', { ...typed, ...business }));
    expect(readDraft(server.answer('residential'))).toBeNull();
    const { tradingName: _empty, ...keptBusiness } = business;
    expect(readDraft(server.answer('business'))?.business).toEqual(keptBusiness);
    const sut = reopened(server, 'business');
    expect(sut.step).toBe('property_info');
    expect(sut.business).toMatchObject({
      businessName: 'Centurion Fresh (Pty) Ltd',
      directors: [{ fullName: 'Anna Botha' }],
    });

    // A director whose ID number fails the check keeps the business on the first step, with what was typed.
    server.save(
      draftOf('business', 'property_info', {
        ...typed,
        ...business,
        directors: [{ fullName: 'X', idNumber: '8001015009088' }],
      }),
    );
    const again = reopened(server, 'business');
    expect(again.step).toBe('client_details');
    expect(again.business?.directors).toEqual([{ fullName: 'X', idNumber: '8001015009088' }]);
  });
});
