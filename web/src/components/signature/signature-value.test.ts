import { describe, expect, test } from 'vitest';
import { EMPTY_SIGNATURE, signatureData } from './signature-value';

describe('the signature that is sent', () => {
  test('typed: the name without surrounding spaces; blank is no signature', () => {
    expect(signatureData({ ...EMPTY_SIGNATURE, typed: '  Thandi Mokoena ' })).toBe('Thandi Mokoena');
    expect(signatureData({ ...EMPTY_SIGNATURE, typed: '   ' })).toBe('');
  });

  test('drawn: the drawing, never a name typed before switching', () => {
    const drawing = 'data:image/jpeg;base64,AAAA';
    expect(signatureData({ type: 'drawn', typed: 'Thandi', drawn: drawing })).toBe(drawing);
    expect(signatureData({ type: 'drawn', typed: 'Thandi', drawn: null })).toBe('');
  });
});
