import { describe, expect, test } from 'vitest';
import { exportUrl } from './export-url';
import type { ListParams } from './list-params';

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://portal.test').searchParams);

const params: ListParams = {
  status: 'approved',
  search: '  Mahlangu ',
  dateFilter: 'last_week',
  type: 'residential',
  view: 'all',
  sort: 'status',
  order: 'desc',
  page: 3,
  pageSize: 50,
};

describe('CSV export link', () => {
  test('goes to the list’s export and carries every filter, the search, the sort and the order, but not the page', () => {
    const sut = exportUrl('/admin/applications/export.csv', params);
    expect(sut).toMatch(/\/api\/admin\/applications\/export\.csv\?/);
    expect(queryOf(sut)).toEqual({
      status: 'approved',
      search: 'Mahlangu',
      dateFilter: 'last_week',
      type: 'residential',
      sort: 'status',
      order: 'desc',
    });
  });
});
