/** "Showing 26-50 of 340": the first and last row of the page, and how many pages there are (at least one). */
export function pageRange(page: number, pageSize: number, total: number) {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return {
    first: total === 0 ? 0 : (page - 1) * pageSize + 1,
    last: Math.min(page * pageSize, total),
    lastPage,
  };
}

/**
 * The pager when the server only says "more than `total` - 1" (a search matching more than it counts): the rows of
 * this page, the lower bound to show, and whether a next page may exist (this one is full).
 */
export function openEndedRange(page: number, pageSize: number, total: number, rowsOnPage: number) {
  const first = (page - 1) * pageSize + 1;
  return { first, last: first + rowsOnPage - 1, moreThan: total - 1, hasNext: rowsOnPage >= pageSize };
}
