/** "Showing 26-50 of 340": the first and last row of the page, and how many pages there are (at least one). */
export function pageRange(page: number, pageSize: number, total: number) {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return {
    first: total === 0 ? 0 : (page - 1) * pageSize + 1,
    last: Math.min(page * pageSize, total),
    lastPage,
  };
}
