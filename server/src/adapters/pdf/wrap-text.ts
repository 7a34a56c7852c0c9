const GRAPHEMES = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Breaks text into lines no wider than maxWidth: at '\n', at spaces, and inside a word longer than a line
 * (between whole characters, so an accent stays on its letter). An empty paragraph stays an empty line.
 */
export function wrapText(text: string, widthOf: (text: string) => number, maxWidth: number): string[] {
  const fits = (candidate: string) => widthOf(candidate) <= maxWidth;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (!fits(line)) {
        const characters = Array.from(GRAPHEMES.segment(line), ({ segment }) => segment);
        let cut = 1;
        while (cut < characters.length - 1 && fits(characters.slice(0, cut + 1).join(''))) cut++;
        lines.push(characters.slice(0, cut).join(''));
        line = characters.slice(cut).join('');
      }
    }
    lines.push(line);
  }
  return lines;
}
