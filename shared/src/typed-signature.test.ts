import { describe, expect, test } from 'vitest';
import { isSignersName, signerFullName, typedSignatureIssue } from './typed-signature.js';

const thandi = { firstName: 'Thandi Nomsa', surname: 'Mokoena' };

describe('a typed signature', () => {
  test("is the signer's first name(s) and surname, case, accents and spaces ignored", () => {
    expect(signerFullName(thandi)).toBe('Thandi Nomsa Mokoena');
    expect(isSignersName('Thandi Nomsa Mokoena', thandi)).toBe(true);
    expect(isSignersName('  thandi   NOMSA mokoena ', thandi)).toBe(true);
    expect(isSignersName('ThandiNomsa Mokoena', thandi)).toBe(true);
    expect(isSignersName('Rene Du Preez', { firstName: 'René', surname: 'du Preez' })).toBe(true);
    expect(isSignersName('rené dupreez', { firstName: 'Rene', surname: 'Du Preez' })).toBe(true);
  });

  test("an initial, a part of the name or somebody else's name is not a signature", () => {
    expect(isSignersName('J', thandi)).toBe(false);
    expect(isSignersName('Thandi Mokoena', thandi)).toBe(false);
    expect(isSignersName('Mokoena', thandi)).toBe(false);
    expect(isSignersName('John Smith', thandi)).toBe(false);
    expect(isSignersName('', { firstName: '', surname: '' })).toBe(false);
  });

  test('the field error names what is wrong; a drawn signature and a blank one are not read here', () => {
    expect(typedSignatureIssue({ signatureType: 'typed', signatureData: 'J' }, thandi)).toBe(
      'validation.signatureNotSignersName',
    );
    expect(typedSignatureIssue({ signatureType: 'typed', signatureData: 'thandi nomsa mokoena' }, thandi)).toBeNull();
    expect(
      typedSignatureIssue({ signatureType: 'drawn', signatureData: 'data:image/jpeg;base64,AA' }, thandi),
    ).toBeNull();
    expect(typedSignatureIssue({ signatureType: 'typed', signatureData: ' ' }, thandi)).toBeNull();
  });
});
