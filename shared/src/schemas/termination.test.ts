import { describe, expect, test } from 'vitest';
import { addDays, saDateOf } from '../sa-time.js';
import {
  businessTerminationPersonalSchema,
  terminationDepositSchema,
  terminationPropertySchema,
} from './termination.js';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('termination field rules', () => {
  test("an account number that cannot be the chosen bank's is named at once, whatever else is missing", () => {
    const result = terminationDepositSchema.safeParse({ bank: 'Capitec Bank', accountNumber: '123 456' });
    expect(messagesOf(result)).toContain('accountNumber: validation.bankAccountNumberInvalid');
    expect(
      messagesOf(terminationDepositSchema.safeParse({ bank: 'Capitec Bank', accountNumber: '1234567890' })),
    ).not.toContain('accountNumber: validation.bankAccountNumberInvalid');
    expect(messagesOf(terminationDepositSchema.safeParse({ bank: 'TymeBank', accountNumber: '1234567890' }))).toContain(
      'accountNumber: validation.bankAccountNumberInvalid',
    );
  });

  test('the new address may be a house: complex and unit optional; street, suburb, city and province required', () => {
    const house = {
      bank: 'Capitec Bank',
      branch: 'Menlyn',
      accountNumber: '1234567890',
      branchCode: '470010',
      accountType: 'savings',
      bankAccountName: 'T Mokoena',
      newStreetNumber: '14',
      newStreetName: 'Jacaranda Avenue',
      newSuburb: 'Lynnwood',
      newCity: 'Pretoria',
      newProvince: 'gauteng',
    };
    expect(messagesOf(terminationDepositSchema.safeParse(house))).toEqual([]);
    expect(
      messagesOf(terminationDepositSchema.safeParse({ ...house, newComplexName: '', newUnitNumber: ' ' })),
    ).toEqual([]);
    expect(
      messagesOf(terminationDepositSchema.safeParse({ ...house, newCity: ' ', newStreetName: undefined })),
    ).toEqual(['newStreetName: validation.streetNameRequired', 'newCity: validation.cityRequired']);
  });

  test('a missing or malformed section is a field error, never a crash of the bank check', () => {
    expect(messagesOf(terminationDepositSchema.safeParse(undefined))).toHaveLength(1);
    expect(messagesOf(terminationDepositSchema.safeParse('text'))).toHaveLength(1);
    expect(messagesOf(terminationDepositSchema.safeParse([]))).toHaveLength(1);
  });

  test('CIPC numbers are YYYY/NNNNNN/NN and VAT numbers 10 digits starting with 4 (or left out)', () => {
    const base = {
      title: 'mr',
      initials: 'J',
      firstName: 'Johan',
      surname: 'Botha',
      proteaAccountNumber: '00012345',
      idNumber: '8001015009087',
      cellPhone: '0821234567',
      email: 'johan@example.co.za',
      refName: 'Anna Botha',
      refCellNo: '0831234567',
      businessName: 'Highveld Print & Copy',
      businessType: 'cc',
    };
    expect(businessTerminationPersonalSchema.safeParse({ ...base, registrationNumber: '2012/654321/07' }).success).toBe(
      true,
    );
    expect(
      messagesOf(businessTerminationPersonalSchema.safeParse({ ...base, registrationNumber: '2012/65432/07' })),
    ).toEqual(['registrationNumber: validation.registrationNumberFormat']);
    const vat = (vatNumber: string) =>
      messagesOf(
        businessTerminationPersonalSchema.safeParse({ ...base, registrationNumber: '2012/654321/07', vatNumber }),
      );
    expect(vat('')).toEqual([]);
    expect(vat('4 123 456 789')).toEqual([]);
    expect(vat('5123456789')).toEqual(['vatNumber: validation.vatNumberFormat']);
    const parsed = businessTerminationPersonalSchema.parse({
      ...base,
      registrationNumber: '2012/654321/07',
      vatNumber: '',
    });
    expect(parsed.vatNumber).toBeUndefined();
    expect(parsed.proteaAccountNumber).toBe('00012345');
    expect(parsed.cellPhone).toBe('+27821234567');
  });

  test('the disconnection date is a real date from today (South African time) to a year ahead', () => {
    const today = saDateOf(new Date());
    const property = (disconnectionDate: string) => ({
      isOwner: true,
      complexName: 'Irene Glen',
      unitNumber: '4',
      streetName: 'Nellmapius Drive',
      streetNumber: '5',
      suburb: 'Irene',
      province: 'gauteng',
      disconnectionDate,
    });
    expect(terminationPropertySchema.safeParse(property(today)).success).toBe(true);
    expect(messagesOf(terminationPropertySchema.safeParse(property(addDays(today, -1))))).toEqual([
      'disconnectionDate: validation.disconnectionDatePast',
    ]);
    expect(messagesOf(terminationPropertySchema.safeParse(property('2027-02-29')))).toEqual([
      'disconnectionDate: validation.disconnectionDateRequired',
    ]);
    expect(messagesOf(terminationPropertySchema.safeParse(property(addDays(today, 400))))).toEqual([
      'disconnectionDate: validation.disconnectionDateTooFar',
    ]);
  });
});
