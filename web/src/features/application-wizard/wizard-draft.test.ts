import { describe, expect, test } from 'vitest';
import { clearDraft, writeDraft } from './draft-storage';
import { readDraft, stateWithDraft } from './wizard-draft';
import { initialWizardState } from './wizard-state';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
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

describe('the wizard draft kept for the tab', () => {
  test('keeps the typed text, not the consent or empty fields', () => {
    const storage = memoryStorage();
    writeDraft('residential', 'client_details', typed, storage);
    expect(readDraft('residential', storage)).toEqual({
      step: 'client_details',
      client: {
        title: 'Ms',
        initials: 'T',
        firstName: 'Thandi',
        surname: 'Mokoena',
        idNumber: '8001015009087',
        cellPhone: '082 555 0101',
        refName: 'Sipho Dlamini',
        refCellNo: '083 765 4321',
      },
    });
  });

  test('half-typed details open the client form again with what was typed', () => {
    const storage = memoryStorage();
    writeDraft('residential', 'client_details', { firstName: 'Tha', cellPhone: '082' }, storage);
    const sut = stateWithDraft(initialWizardState, readDraft('residential', storage));
    expect(sut.step).toBe('client_details');
    expect(sut.client).toEqual({ firstName: 'Tha', cellPhone: '082' });
    expect(sut.applicationNumber).toBeNull();
  });

  test('complete details saved on the property step open the property step', () => {
    const storage = memoryStorage();
    writeDraft('residential', 'property_info', typed, storage);
    const sut = stateWithDraft(initialWizardState, readDraft('residential', storage));
    expect(sut.step).toBe('property_info');
    expect(sut.client).toMatchObject({ firstName: 'Thandi', cellPhone: '+27825550101' });
  });

  test('a draft for the property step without complete details opens the client form', () => {
    const storage = memoryStorage();
    writeDraft('residential', 'property_info', { firstName: 'Thandi' }, storage);
    expect(stateWithDraft(initialWizardState, readDraft('residential', storage)).step).toBe('client_details');
  });

  test('is gone once cleared; nothing, junk or a foreign shape is no draft', () => {
    const storage = memoryStorage();
    writeDraft('residential', 'client_details', typed, storage);
    clearDraft('residential', storage);
    expect(readDraft('residential', storage)).toBeNull();
    expect(stateWithDraft(initialWizardState, null)).toBe(initialWizardState);
    storage.setItem('protea.residential-wizard.draft', '{not json');
    expect(readDraft('residential', storage)).toBeNull();
    storage.setItem('protea.residential-wizard.draft', JSON.stringify({ step: 'confirmation', client: {} }));
    expect(readDraft('residential', storage)).toBeNull();
    storage.setItem('protea.residential-wizard.draft', JSON.stringify({ step: 'client_details', client: { x: 1 } }));
    expect(readDraft('residential', storage)).toBeNull();
  });

  test('a storage that refuses to write or read only loses the draft', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => writeDraft('residential', 'client_details', typed, broken)).not.toThrow();
    expect(() => clearDraft('residential', broken)).not.toThrow();
    expect(readDraft('residential', broken)).toBeNull();
  });

  test("a business's draft keeps its fields and directors apart from a household's, and reopens the property step when complete", () => {
    const storage = memoryStorage();
    const business = {
      businessName: 'Centurion Fresh (Pty) Ltd',
      registrationNumber: '2019/123456/07',
      vatNumber: '4123456789',
      businessType: 'pty-ltd',
      tradingName: '',
      directors: [{ fullName: 'Anna Botha', idNumber: '8001015009087' }],
    };
    writeDraft('business', 'property_info', { ...typed, ...business }, storage);
    expect(readDraft('residential', storage)).toBeNull();
    const draft = readDraft('business', storage);
    expect(draft?.business).toEqual({
      businessName: 'Centurion Fresh (Pty) Ltd',
      registrationNumber: '2019/123456/07',
      vatNumber: '4123456789',
      businessType: 'pty-ltd',
      directors: [{ fullName: 'Anna Botha', idNumber: '8001015009087' }],
    });
    const sut = stateWithDraft({ ...initialWizardState, kind: 'business' }, draft);
    expect(sut.step).toBe('property_info');
    expect(sut.business).toMatchObject({
      businessName: 'Centurion Fresh (Pty) Ltd',
      directors: [{ fullName: 'Anna Botha' }],
    });

    // A director whose ID number fails the check keeps the business on the first step, with what was typed.
    writeDraft(
      'business',
      'property_info',
      { ...typed, ...business, directors: [{ fullName: 'X', idNumber: '8001015009088' }] },
      storage,
    );
    const again = stateWithDraft({ ...initialWizardState, kind: 'business' }, readDraft('business', storage));
    expect(again.step).toBe('client_details');
    expect(again.business?.directors).toEqual([{ fullName: 'X', idNumber: '8001015009088' }]);
  });
});
