import { PROVINCES } from '@protea/shared/constants';

/** Provinces by their display names (spec 1 section 2): the value an application stores. */
export const PROVINCE_OPTIONS = PROVINCES.map(({ name }) => ({ value: name, label: name }));

/** Provinces by slug, shown by name: the value a termination stores (spec 1 section 3). */
export const PROVINCE_SLUG_OPTIONS = PROVINCES.map(({ slug, name }) => ({ value: slug, label: name }));
