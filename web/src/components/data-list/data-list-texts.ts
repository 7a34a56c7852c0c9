import { textsUnder } from '../../lib/texts-under';

const TEXT_NAMES = [
  'statusTabsLabel',
  'searchLabel',
  'searchPlaceholder',
  'dateLabel',
  'dateFilters',
  'typeLabel',
  'typeFilters',
  'refresh',
  'exportCsv',
  'tableCaption',
  'loading',
  'empty',
  'loadErrorTitle',
  'loadErrorText',
  'showing',
  'showingNone',
  'showingMore',
  'pageSize',
  'pagination',
  'previous',
  'next',
  'pageOf',
  'pageNumber',
] as const;

/**
 * The translation keys an admin list shows. `dateFilters` and `typeFilters` are prefixes: the option
 * (`today`, `business`) is added to them. `showing` and `showingMore` (a search that
 * matched more than the server counts) get first, last and total; `pageOf` page and pages; `pageNumber` the page.
 */
export type DataListTexts = Record<(typeof TEXT_NAMES)[number], string>;

/** A list's texts under one prefix (`admin.applications`), with overrides where a list words them its own way. */
export const dataListTexts = (prefix: string, overrides?: Partial<DataListTexts>): DataListTexts =>
  textsUnder(prefix, TEXT_NAMES, overrides);
