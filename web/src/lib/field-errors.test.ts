import { describe, expect, test } from 'vitest';
import { fieldErrorsUnder } from './field-errors';

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
