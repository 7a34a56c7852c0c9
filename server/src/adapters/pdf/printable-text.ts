const GRAPHEMES = new Intl.Segmenter('en', { granularity: 'grapheme' });
const LINE_BREAK = /\r\n?|[\v\f\u2028\u2029]/g;
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
const LEADING_MARKS = /^\p{M}+/u;
// \s without U+FEFF: JavaScript counts the byte order mark as a space, but it is invisible.
const WHITESPACE = /^[^\S\ufeff]+$/u;
const MISSING = '?';

/**
 * Text as a font can print it. A font without a glyph draws an empty box, or worse, so: line breaks become '\n'
 * (kept for wrapping), other whitespace a space, invisible and control characters go, an accent with no letter
 * under it goes, and a character the font cannot draw keeps its letter without the accent when the font has that
 * (a Vietnamese ẫ becomes a), else becomes one '?' per visible character (an emoji family is one '?').
 */
export function toPrintableText(text: string, hasGlyph: (codePoint: number) => boolean): string {
  let result = '';
  for (const { segment } of GRAPHEMES.segment(text.replace(LINE_BREAK, '\n').normalize('NFC'))) {
    if (segment === '\n') result += segment;
    else if (WHITESPACE.test(segment)) result += ' ';
    else result += printableGrapheme(segment.replace(INVISIBLE, '').replace(LEADING_MARKS, ''), hasGlyph);
  }
  return result;
}

function printableGrapheme(grapheme: string, hasGlyph: (codePoint: number) => boolean): string {
  if (!grapheme) return '';
  const printable = (candidate: string) =>
    candidate !== '' && [...candidate].every((char) => hasGlyph(char.codePointAt(0) ?? 0));
  if (printable(grapheme)) return grapheme;
  const withoutAccents = grapheme.normalize('NFD').replace(/\p{M}/gu, '');
  return printable(withoutAccents) ? withoutAccents : MISSING;
}
