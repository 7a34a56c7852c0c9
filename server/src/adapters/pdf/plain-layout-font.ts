import type { Font } from 'fontkit';

interface PlainGlyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}

interface PlainPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

/**
 * The font as pdfkit uses it, except that text is set one glyph per character from the character map: no
 * kerning, ligatures or mark positioning (the standard fonts had none either). fontkit's full OpenType shaping
 * costs about half a millisecond a word with Noto Sans, which made one summary take 85 ms instead of 25.
 * New glyph objects every time also keep a PDF's text layer (ToUnicode) independent of the PDFs made before it:
 * fontkit keeps each glyph with the characters that first produced it, and the font is shared by every PDF.
 */
export function withPlainLayout(font: Font): Font {
  const layout = (text: string) => {
    const glyphs: PlainGlyph[] = Array.from(text, (char) => {
      const codePoint = char.codePointAt(0) ?? 0;
      const { id, advanceWidth } = font.glyphForCodePoint(codePoint);
      return { id, advanceWidth, codePoints: [codePoint] };
    });
    const positions: PlainPosition[] = glyphs.map((glyph) => ({
      xAdvance: glyph.advanceWidth,
      yAdvance: 0,
      xOffset: 0,
      yOffset: 0,
    }));
    return {
      glyphs,
      positions,
      // A getter, like fontkit's GlyphRun: pdfkit scales the positions in place and reads the width afterwards.
      get advanceWidth() {
        return positions.reduce((width, position) => width + position.xAdvance, 0);
      },
    };
  };
  return new Proxy(font, {
    get(target, property) {
      if (property === 'layout') return layout;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
