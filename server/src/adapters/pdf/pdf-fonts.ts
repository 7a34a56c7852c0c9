import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import { withPlainLayout } from './plain-layout-font.js';

export type PdfFontRole = 'regular' | 'bold' | 'script';

export interface PdfFont {
  role: PdfFontRole;
  /** Parsed once and shared by every PDF: parsing the tables again for each PDF cost more than the rest. */
  font: Font;
  hasGlyph(codePoint: number): boolean;
  /** Above and below the baseline, per point of font size (descent is negative). */
  ascent: number;
  descent: number;
}

// Noto Sans covers every Latin letter our four languages and South African names use (ë, ü, š, ŝ, ŋ...).
// OFL 1.1: embedding is allowed; pdfkit embeds only the glyphs a document uses.
const FILES: Record<PdfFontRole, string> = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  script: '@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf',
};

let loaded: Record<PdfFontRole, PdfFont> | undefined;

/** Read once per process: the files are large and never change while the server runs. */
export function loadPdfFonts(): Record<PdfFontRole, PdfFont> {
  if (loaded) return loaded;
  // Resolved from this module so it works from the sources and from the esbuild bundle in server/dist.
  const require = createRequire(import.meta.url);
  loaded = {
    regular: loadFont('regular', require.resolve(FILES.regular)),
    bold: loadFont('bold', require.resolve(FILES.bold)),
    script: loadFont('script', require.resolve(FILES.script)),
  };
  return loaded;
}

function loadFont(role: PdfFontRole, path: string): PdfFont {
  const font = create(readFileSync(path));
  if (!('hasGlyphForCodePoint' in font)) throw new Error(`${path} is a font collection, not one font`);
  const glyphs = new Set(font.characterSet);
  return {
    role,
    font: withPlainLayout(font),
    hasGlyph: (codePoint) => glyphs.has(codePoint),
    ascent: font.ascent / font.unitsPerEm,
    descent: font.descent / font.unitsPerEm,
  };
}
