/** A piece of a page that is never split: a heading, a row, or one line of a row taller than a page. */
export interface LayoutBlock {
  height: number;
  /** Space above it, dropped at the top of a page. */
  spaceBefore: number;
  /** Starts a new page together with the next block rather than stay alone at the bottom (a heading). */
  keepWithNext: boolean;
  /** Always starts a new page (the evidence page). */
  breakBefore?: boolean;
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
  /** Begun by a block that always starts a page, not because the one before was full. */
  startsPart: boolean;
}

/** Fills pages top to bottom; a block goes to the next page when it, with any blocks kept with it, does not fit. */
export function paginate(blocks: readonly LayoutBlock[], pageHeight: number): LaidOutPage[] {
  const pages: LaidOutPage[] = [{ blocks: [], used: 0, startsPart: false }];
  blocks.forEach((block, index) => {
    let page = pages[pages.length - 1]!;
    const needed = page.used === 0 ? keptHeight(blocks, index) : block.spaceBefore + keptHeight(blocks, index);
    if (page.used > 0 && (block.breakBefore || page.used + needed > pageHeight)) {
      page = { blocks: [], used: 0, startsPart: block.breakBefore === true };
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

/**
 * A part of the document (up to a page it must start, or the end) runs onto a last page that holds so little that
 * laying the content out a little tighter may save it.
 */
export function endsOnNearlyEmptyPage(pages: readonly LaidOutPage[], pageHeight: number): boolean {
  return pages.some((page, index) => {
    const endsPart = index === pages.length - 1 || pages[index + 1]!.startsPart;
    return endsPart && index > 0 && !page.startsPart && page.used <= pageHeight * NEARLY_EMPTY_SHARE;
  });
}
