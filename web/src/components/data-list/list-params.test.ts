import { describe, expect, test } from 'vitest';
import { defineList, listSearch, parseListParams, toApiQuery, writeListParams } from './list-params';

const sut = defineList({
  namespace: 'apps',
  statuses: ['pending', 'approved', 'rejected'],
  sorts: ['createdAt', 'name'],
  defaults: { status: 'pending', sort: 'createdAt' },
});
// A second list on the same page, as the terminations list will be beside the applications list.
const other = defineList({ ...sut, namespace: 'terms' });

const address = (search: string) => new URLSearchParams(search);

describe('the list parameters in the address', () => {
  test('nothing in the address is the default list: every status and type, newest first, 25 a page', () => {
    expect(parseListParams(sut, address('tab=applications'))).toEqual({
      status: 'pending',
      search: '',
      dateFilter: 'all_dates',
      type: 'all_types',
      view: 'all',
      sort: 'createdAt',
      order: 'desc',
      page: 1,
      pageSize: 25,
    });
  });

  test('every parameter is read under the list’s own namespace', () => {
    const params = address(
      'tab=applications&apps.status=approved&apps.search=Mahlangu&apps.date=last_week&apps.type=business' +
        '&apps.view=overdue&apps.sort=name&apps.order=asc&apps.page=3&apps.size=50',
    );
    expect(parseListParams(sut, params)).toEqual({
      status: 'approved',
      search: 'Mahlangu',
      dateFilter: 'last_week',
      type: 'business',
      view: 'overdue',
      sort: 'name',
      order: 'asc',
      page: 3,
      pageSize: 50,
    });
  });

  test('another list’s names, and names without a namespace, are not this list’s', () => {
    const params = address('status=approved&terms.status=rejected&terms.page=4');
    expect(parseListParams(sut, params)).toEqual(sut.defaults);
    expect(parseListParams(other, params)).toMatchObject({ status: 'rejected', page: 4 });
  });

  test('unknown or malformed values fall back to the defaults', () => {
    const params = address(
      'apps.status=lost&apps.date=forever&apps.type=alien&apps.sort=password&apps.order=up' +
        '&apps.page=-2&apps.size=1000',
    );
    expect(parseListParams(sut, params)).toEqual(sut.defaults);
    expect(parseListParams(sut, address('apps.page=2.5')).page).toBe(1);
    expect(parseListParams(sut, address('apps.page=abc')).page).toBe(1);
    expect(parseListParams(sut, address(`apps.search=${'x'.repeat(150)}`)).search).toHaveLength(100);
  });

  test('a change is written under the namespace and leaves the rest of the address alone', () => {
    const next = writeListParams(sut, address('tab=applications&terms.status=rejected'), { status: 'approved' });
    expect(next.toString()).toBe('tab=applications&terms.status=rejected&apps.status=approved');
  });

  test('defaults and an empty search are left out of the address', () => {
    const next = writeListParams(sut, address('apps.status=approved&apps.search=x'), { status: 'pending', search: '' });
    expect(next.toString()).toBe('');
  });

  test('any change but the page starts again at page 1; paging keeps the filters', () => {
    const onPage3 = address('apps.search=Mahlangu&apps.page=3');
    expect(writeListParams(sut, onPage3, { sort: 'name', order: 'asc' }).toString()).toBe(
      'apps.search=Mahlangu&apps.sort=name&apps.order=asc',
    );
    expect(writeListParams(sut, onPage3, { page: 4 }).toString()).toBe('apps.search=Mahlangu&apps.page=4');
  });

  test('what is written reads back as the same list', () => {
    const patch = { status: 'rejected', type: 'residential', pageSize: 100 } as const;
    expect(parseListParams(sut, writeListParams(sut, address(''), patch))).toEqual({ ...sut.defaults, ...patch });
  });

  test('a link from elsewhere names its values even when they are the defaults', () => {
    expect(listSearch(sut, { status: 'pending' }).toString()).toBe('apps.status=pending');
  });
});

describe('the API query of a list', () => {
  test('leaves out the "all" filters and an empty search', () => {
    expect(toApiQuery(sut.defaults)).toEqual({
      status: 'pending',
      sort: 'createdAt',
      order: 'desc',
      page: '1',
      pageSize: '25',
    });
  });

  test('sends the trimmed search and the chosen filters; without paging for an export', () => {
    const params = { ...sut.defaults, search: '  Mahlangu ', dateFilter: 'today', type: 'business' } as const;
    expect(toApiQuery(params, { paged: false })).toEqual({
      status: 'pending',
      search: 'Mahlangu',
      dateFilter: 'today',
      type: 'business',
      sort: 'createdAt',
      order: 'desc',
    });
  });

  test('the views say whose cases, or the overdue ones (issue 28)', () => {
    const query = (view: 'all' | 'mine' | 'unassigned' | 'overdue') =>
      toApiQuery({ ...sut.defaults, view }, { paged: false });
    expect(query('all')).toEqual({ status: 'pending', sort: 'createdAt', order: 'desc' });
    expect(query('mine')).toMatchObject({ assignee: 'me' });
    expect(query('unassigned')).toMatchObject({ assignee: 'none' });
    expect(query('overdue')).toMatchObject({ overdue: 'true' });
    expect(query('overdue')).not.toHaveProperty('assignee');
  });
});
