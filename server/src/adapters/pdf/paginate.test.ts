import { describe, expect, test } from 'vitest';
import { endsOnNearlyEmptyPage, type LayoutBlock, paginate } from './paginate.js';

const sut = paginate;
const row = (height = 10): LayoutBlock => ({ height, spaceBefore: 2, keepWithNext: false });
const heading = (height = 20): LayoutBlock => ({ height, spaceBefore: 8, keepWithNext: true });
const pageIndexes = (pages: ReturnType<typeof paginate>) => pages.map((page) => page.blocks.map((b) => b.index));

describe('paginate', () => {
  test('Blocks fill a page top to bottom with their spacing, then continue on the next', () => {
    const pages = sut([row(), row(), row()], 25);

    expect(pageIndexes(pages)).toEqual([[0, 1], [2]]);
    expect(pages[0]!.blocks.map((block) => block.top)).toEqual([0, 12]);
    // The space above a block is dropped at the top of a page.
    expect(pages[1]!.blocks[0]!.top).toBe(0);
    expect(pages[1]!.used).toBe(10);
  });

  test('A heading that would sit alone at the bottom of a page moves over with its first row', () => {
    // The heading alone would fit (70 + 8 + 20), with its first row it would not (+ 2 + 10).
    const pages = sut([row(70), heading(), row(), row()], 100);

    expect(pageIndexes(pages)).toEqual([[0], [1, 2, 3]]);
  });

  test('A heading and its first row that fit together stay on the page', () => {
    const pages = sut([row(50), heading(), row(), row()], 100);

    expect(pageIndexes(pages)).toEqual([[0, 1, 2], [3]]);
  });

  test('A block taller than a page still gets a page of its own instead of looping', () => {
    const pages = sut([row(), row(150), row()], 100);

    expect(pageIndexes(pages)).toEqual([[0], [1], [2]]);
  });

  test('A last page holding a quarter of a page or less counts as nearly empty', () => {
    expect(endsOnNearlyEmptyPage(sut([row(90), row(20)], 100), 100)).toBe(true);
    expect(endsOnNearlyEmptyPage(sut([row(90), row(40)], 100), 100)).toBe(false);
    expect(endsOnNearlyEmptyPage(sut([row(20)], 100), 100)).toBe(false);
  });

  test('A block that starts a page does, however much room is left, and its page may be short', () => {
    const evidence: LayoutBlock = { ...heading(), breakBefore: true };
    const pages = sut([row(), evidence, row(), row()], 100);

    expect(pageIndexes(pages)).toEqual([[0], [1, 2, 3]]);
    expect(pages[1]!.startsPart).toBe(true);
    // Short parts on a page of their own are as meant; a part that spills a line onto a further page is not.
    expect(endsOnNearlyEmptyPage(pages, 100)).toBe(false);
    expect(endsOnNearlyEmptyPage(sut([row(90), row(20), evidence, row(80)], 100), 100)).toBe(true);
    expect(endsOnNearlyEmptyPage(sut([row(90), row(40), evidence, row(70), row(20)], 100), 100)).toBe(true);
  });
});
