import { demoIdNumber } from '../demo-accounts.js';
import { HISTORY_FIRST_NAMES, HISTORY_SURNAMES } from '../demo-history-data.js';

export type Random = () => number;

/** Choices drawn from one seeded stream, so the history is the same on every run. */
export function makePicker(random: Random) {
  return {
    pick: <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!,
    between: (low: number, high: number) => low + random() * (high - low),
    int: (low: number, high: number) => low + Math.floor(random() * (high - low + 1)),
    chance: (p: number) => random() < p,
    shuffle: <T>(list: readonly T[]): T[] => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}
export type Picker = ReturnType<typeof makePicker>;

export function demoUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((Number.parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const CELL_PREFIXES = ['+2782', '+2783', '+2784', '+2772', '+2776', '+2781'];
const EMAIL_DOMAINS = ['gmail.com', 'outlook.com', 'webmail.co.za', 'mweb.co.za', 'icloud.com', 'yahoo.com'];
const RELATIONS = ['Mother', 'Father', 'Sister', 'Brother', 'Spouse', 'Friend', 'Colleague', 'Aunt'];

export interface Person {
  title: string;
  firstName: string;
  surname: string;
  idNumber: string;
  cellPhone: string;
  email: string | null;
  language: string;
}

/** Made-up customers: valid ID numbers, cell numbers never used twice (nor the journeys' 082 555), some emails. */
export function makePeople(random: Random) {
  const { pick, int, chance } = makePicker(random);
  const usedCells = new Set<string>();
  const cell = (): string => {
    for (;;) {
      const prefix = pick(CELL_PREFIXES);
      const rest = String(int(1_000_000, 9_999_999));
      // The journeys use 082 555 ....; the history never does.
      if (prefix === '+2782' && rest.startsWith('555')) continue;
      const value = `${prefix}${rest}`;
      if (usedCells.has(value)) continue;
      usedCells.add(value);
      return value;
    }
  };
  const localCell = () => {
    const e164 = cell();
    return `0${e164.slice(3, 5)} ${e164.slice(5, 8)} ${e164.slice(8)}`;
  };
  const emailFor = (firstName: string, surname: string) => {
    const slug = `${firstName}.${surname}`.toLowerCase().replace(/[^a-z.]/g, '');
    return `${slug}${chance(0.4) ? int(1, 99) : ''}@${pick(EMAIL_DOMAINS)}`;
  };
  const person = (): Person => {
    const idNumber = demoIdNumber(random);
    const isFemale = Number(idNumber[6]) < 5;
    const firstName = pick(isFemale ? HISTORY_FIRST_NAMES.female : HISTORY_FIRST_NAMES.male);
    const surname = pick(HISTORY_SURNAMES);
    return {
      title: chance(0.05) ? 'Dr' : isFemale ? pick(['Ms', 'Mrs']) : 'Mr',
      firstName,
      surname,
      idNumber,
      cellPhone: cell(),
      email: chance(0.65) ? emailFor(firstName, surname) : null,
      language: chance(0.82) ? 'en' : pick(['af', 'zu', 'st']),
    };
  };
  const reference = () => ({
    refName: `${pick([...HISTORY_FIRST_NAMES.female, ...HISTORY_FIRST_NAMES.male])} ${pick(HISTORY_SURNAMES)}`,
    refRelation: pick(RELATIONS),
    refCellNo: localCell(),
  });
  return { person, reference, cell, emailFor };
}
export type People = ReturnType<typeof makePeople>;
