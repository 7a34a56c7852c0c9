import { PROVINCE_NAMES } from '@protea/shared/constants';

/** Provinces by their display names (spec 1 section 2), the value the application stores. */
export const PROVINCE_OPTIONS = PROVINCE_NAMES.map((name) => ({ value: name, label: name }));
