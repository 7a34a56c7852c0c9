/** A piece of a page that is never split: a heading, a row, or one line of a row taller than a page. */
export interface LayoutBlock {
  height: number;
  /** Space above it, dropped at the top of a page. */
  spaceBefore: number;
  /** Starts a new page together with the next block rather than stay alone at the bottom (a heading). */
  keepWithNext: boolean;
}

export interface PlacedBlock {
  index: number;
  /** Distance from the top of the page's content area. */
  top: number;
}

export interface LaidOutPage {
  blocks: PlacedBlock[];
  /** Height used, from the top of the content area to the bottom of the last block. */
  used: number;
}

/** Fills pages top to bottom; a block goes to the next page when it, with any blocks kept with it, does not fit. */
export function paginate(blocks: readonly LayoutBlock[], pageHeight: number): LaidOutPage[] {
  const pages: LaidOutPage[] = [{ blocks: [], used: 0 }];
  blocks.forEach((block, index) => {
    let page = pages[pages.length - 1]!;
    const needed = page.used === 0 ? keptHeight(blocks, index) : block.spaceBefore + keptHeight(blocks, index);
    if (page.used > 0 && page.used + needed > pageHeight) {
      page = { blocks: [], used: 0 };
      pages.push(page);
    }
    const top = page.used === 0 ? 0 : page.used + block.spaceBefore;
    page.blocks.push({ index, top });
    page.used = top + block.height;
  });
  return pages;
}

/** The block and the blocks kept with it (a heading and its first row). */
function keptHeight(blocks: readonly LayoutBlock[], index: number): number {
  let height = blocks[index]!.height;
  for (let next = index; blocks[next]?.keepWithNext && next + 1 < blocks.length; next++) {
    const following = blocks[next + 1]!;
    height += following.spaceBefore + following.height;
  }
  return height;
}

const NEARLY_EMPTY_SHARE = 0.25;

/** The last page holds so little that laying the content out a little tighter may save it. */
export function endsOnNearlyEmptyPage(pages: readonly LaidOutPage[], pageHeight: number): boolean {
  return pages.length > 1 && pages[pages.length - 1]!.used <= pageHeight * NEARLY_EMPTY_SHARE;
}
