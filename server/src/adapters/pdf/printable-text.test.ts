import { describe, expect, test } from 'vitest';
import { toPrintableText } from './printable-text.js';

// A font with Latin up to Latin Extended-B and the combining accents, like most Latin text fonts: no emoji.
const hasGlyph = (codePoint: number) => codePoint < 0x0250 || (codePoint >= 0x0300 && codePoint < 0x0370);
const sut = (text: string) => toPrintableText(text, hasGlyph);

describe('printable text', () => {
  test('Letters the font has print exactly, accents and all', () => {
    expect(sut('Ntombizodwa Ngcobo-Müller, Zoë, Ŝ, Šibeko')).toBe('Ntombizodwa Ngcobo-Müller, Zoë, Ŝ, Šibeko');
    // Decomposed input (as some phones send it) is composed first.
    expect(sut('Zoe\u0308')).toBe('Zoë');
  });

  test('A character the font cannot draw becomes one question mark', () => {
    expect(sut('Zoë 😀 Ŝ')).toBe('Zoë ? Ŝ');
    // A family emoji is several characters joined into one picture: one mark, not five.
    expect(sut('family 👨‍👩‍👧 here')).toBe('family ? here');
    expect(sut('flag 🇿🇦')).toBe('flag ?');
  });

  test('A letter the font lacks keeps its base letter when the font has that', () => {
    expect(sut('Nguyễn')).toBe('Nguyen');
  });

  test('Line breaks are kept for wrapping, other whitespace becomes a space', () => {
    expect(sut('one\r\ntwo\rthree\u2028four\u2029five\tsix\u00a0seven')).toBe('one\ntwo\nthree\nfour\nfive six seven');
  });

  test('Invisible and control characters and an accent without a letter are dropped', () => {
    expect(sut('Ng\u200bcobo\u00ad\ufeff\u200e\u0007')).toBe('Ngcobo');
    expect(sut('Ngcobo\u200b\u0301')).toBe('Ngcobo');
  });
});
