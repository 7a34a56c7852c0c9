import { describe, expect, test } from 'vitest';
import { DEFAULT_LIST_PARAMS, type ListParams, parseListParams } from '../list-params';
import { applicationsExportUrl } from './export-url';

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://portal.test').searchParams);

describe('CSV export link', () => {
  test('carries the sort and order the list is shown in', () => {
    const sut = applicationsExportUrl({ ...DEFAULT_LIST_PARAMS, sort: 'name', order: 'asc' });
    expect(sut).toMatch(/\/admin\/applications\/export\.csv\?/);
    expect(queryOf(sut)).toMatchObject({ sort: 'name', order: 'asc' });
  });

  test('carries every filter and the search, but not the page', () => {
    const params: ListParams = {
      status: 'approved',
      search: '  Mahlangu ',
      dateFilter: 'last_week',
      type: 'residential',
      sort: 'status',
      order: 'desc',
      page: 3,
      pageSize: 50,
    };
    expect(queryOf(applicationsExportUrl(params))).toEqual({
      status: 'approved',
      search: 'Mahlangu',
      dateFilter: 'last_week',
      type: 'residential',
      sort: 'status',
      order: 'desc',
    });
  });

  test('the list as the address bar gives it exports in the same order', () => {
    const params = parseListParams(new URLSearchParams('tab=applications&status=incomplete&sort=reference&order=asc'));
    expect(queryOf(applicationsExportUrl(params))).toEqual({ status: 'incomplete', sort: 'reference', order: 'asc' });
  });

  test('the default list exports newest first', () => {
    expect(queryOf(applicationsExportUrl(DEFAULT_LIST_PARAMS))).toEqual({
      status: 'pending',
      sort: 'createdAt',
      order: 'desc',
    });
  });
});
