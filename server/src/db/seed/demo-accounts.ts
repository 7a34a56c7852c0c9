import { luhnCheckDigit } from '@protea/shared/sa-id-number';

/** Demo holders for the accounts register: South African names, valid ID numbers, mobile numbers. */

const FIRST_NAMES = [
  'Thabo',
  'Lerato',
  'Sipho',
  'Nomvula',
  'Johan',
  'Annelie',
  'Pieter',
  'Zanele',
  'Mpho',
  'Karabo',
  'Lindiwe',
  'Bongani',
  'Elmarie',
  'Riaan',
  'Ayanda',
  'Kagiso',
  'Naledi',
  'Themba',
  'Charlene',
  'Rajesh',
  'Priya',
  'Keabetswe',
  'Tshepo',
  'Marike',
  'Sibusiso',
  'Refilwe',
  'Gerhard',
  'Nandi',
  'Lwazi',
  'Busisiwe',
];
const SURNAMES = [
  'Mokoena',
  'Nkosi',
  'Dlamini',
  'Van der Merwe',
  'Botha',
  'Khumalo',
  'Naidoo',
  'Molefe',
  'Pretorius',
  'Mahlangu',
  'Ndlovu',
  'Venter',
  'Sithole',
  'Mabena',
  'Coetzee',
  'Maseko',
  'Pillay',
  'Nel',
  'Mthembu',
  'Steyn',
  'Radebe',
  'Du Plessis',
  'Zulu',
  'Kruger',
  'Mofokeng',
  'Jacobs',
  'Shabalala',
  'Fourie',
  'Ntuli',
  'Sebola',
];
const BUSINESSES = [
  'Jacaranda Coffee Roasters',
  'Menlyn Dental Studio',
  'Highveld Print & Copy',
  'Union Buildings Bakery',
  'Centurion Cycle Works',
  'Brooklyn Physio Practice',
  'Irene Farm Deli',
  'Hatfield Tech Repairs',
];

/** A small, fixed pseudo-random sequence: the same demo data on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A valid SA ID number (date of birth, gender digits, citizen, Luhn check digit) for a demo holder. */
export function demoIdNumber(random: () => number): string {
  const year = 1950 + Math.floor(random() * 50);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  const gender = String(Math.floor(random() * 10_000)).padStart(4, '0');
  const first12 = `${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${gender}08`;
  return `${first12}${luhnCheckDigit(first12)}`;
}

export function demoHolder(random: () => number, index: number) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const cell = `+2782${String(Math.floor(random() * 10_000_000)).padStart(7, '0')}`;
  if (index % 29 === 7) {
    const year = 2005 + Math.floor(random() * 20);
    const registration = `${year}/${String(Math.floor(random() * 1_000_000)).padStart(6, '0')}/07`;
    return { holderName: pick(BUSINESSES), holderIdNumber: registration, isBusiness: true, cellPhone: cell };
  }
  return {
    holderName: `${pick(FIRST_NAMES)} ${pick(SURNAMES)}`,
    holderIdNumber: demoIdNumber(random),
    isBusiness: false,
    cellPhone: cell,
  };
}

/** The spec's example account, on the first unit of the first complex, with a holder tests and journeys know. */
export const EXAMPLE_ACCOUNT = {
  accountNumber: '00005555',
  holderName: 'Thandi Mokoena',
  holderIdNumber: '8001015009087',
  cellPhone: '+27821234567',
  depositCents: 200_000,
  premise: 'CX001-001',
} as const;
