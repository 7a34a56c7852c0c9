import { describe, expect, test } from 'vitest';
import { fieldErrorOf, fieldErrorsUnder } from './field-errors';

describe("the server's field errors of a form", () => {
  const fields = {
    'depositDeclaration.accountNumber': ['This account number is not valid for the bank you chose', 'second'],
    'propertyInfo.disconnectionDate': ['The disconnection date cannot be in the past'],
    depositDeclaration: ['whole section'],
    'depositDeclaration.branch': [],
  };

  test('are those under the section, by the field name within it, first message only', () => {
    expect(fieldErrorsUnder(fields, 'depositDeclaration')).toEqual([
      ['accountNumber', 'This account number is not valid for the bank you chose'],
    ]);
    expect(fieldErrorsUnder(fields, 'propertyInfo')).toEqual([
      ['disconnectionDate', 'The disconnection date cannot be in the past'],
    ]);
  });

  test('are none without fields', () => {
    expect(fieldErrorsUnder(undefined, 'personalDetails')).toEqual([]);
  });
});

describe("a field's own message from the server", () => {
  const fields = {
    'earlyDisconnection.date': ['The date the services were disconnected cannot be in the future', 'second'],
    'directors.0.idNumber': ['Enter a valid ID number'],
    finalMeterReading: [],
  };

  test('is found by its whole path in the body, nested or not (issue 39)', () => {
    expect(fieldErrorOf(fields, 'earlyDisconnection.date')).toBe(
      'The date the services were disconnected cannot be in the future',
    );
    expect(fieldErrorOf({ reason: ['Pick a reason'] }, 'reason')).toBe('Pick a reason');
  });

  test("covers a message about a part of the field, and nothing else's", () => {
    expect(fieldErrorOf(fields, 'directors')).toBe('Enter a valid ID number');
    expect(fieldErrorOf(fields, 'earlyDisconnection.reason')).toBeUndefined();
    expect(fieldErrorOf(fields, 'early')).toBeUndefined();
    expect(fieldErrorOf(fields, 'finalMeterReading')).toBeUndefined();
    expect(fieldErrorOf(undefined, 'earlyDisconnection.date')).toBeUndefined();
  });
});
