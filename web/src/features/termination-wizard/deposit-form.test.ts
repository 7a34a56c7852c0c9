import { describe, expect, test } from 'vitest';
import { savableDeposit } from './deposit-form';

describe('what a draft save keeps of the deposit step', () => {
  test('the fields that hold on their own, an empty optional part too, never the tick', () => {
    expect(
      savableDeposit({
        bank: 'Capitec Bank',
        branchCode: '4700',
        newComplexName: '',
        newStreetName: 'Jacaranda Avenue',
        newCity: ' ',
        finalMeterReading: '1250.5',
        declarationAccepted: true,
      }),
    ).toEqual({
      bank: 'Capitec Bank',
      newComplexName: '',
      newStreetName: 'Jacaranda Avenue',
      finalMeterReading: '1250.5',
    });
  });

  test("an account number only when it may be the chosen bank's", () => {
    expect(savableDeposit({ bank: 'Capitec Bank', accountNumber: '123' })).toEqual({ bank: 'Capitec Bank' });
    expect(savableDeposit({ bank: 'Capitec Bank', accountNumber: '1234567890' })).toEqual({
      bank: 'Capitec Bank',
      accountNumber: '1234567890',
    });
  });
});
