/**
 * Words and names for the demo history (seed-history.ts): Gauteng applicants, businesses, staff and the
 * short sentences staff write. None of the names is one the journeys type (e2e/), so a journey's search
 * finds only its own request.
 */

/** First names by the gender an SA ID number records (its seventh digit). */
export const HISTORY_FIRST_NAMES = {
  female: [
    'Ntombi',
    'Palesa',
    'Elsabe',
    'Dimakatso',
    'Nthabiseng',
    'Jolene',
    'Khanyisile',
    'Reabetswe',
    'Rochelle',
    'Mmabatho',
    'Nokuthula',
    'Ilse',
    'Tshegofatso',
    'Onalenna',
    'Fatima',
    'Kumari',
    'Gugu',
    'Boitumelo',
    'Zodwa',
    'Lizelle',
    'Lebogang',
    'Kgomotso',
  ],
  male: [
    'Mandla',
    'Tebogo',
    'Hendrik',
    'Vusi',
    'Obakeng',
    'Wynand',
    'Sello',
    'Andile',
    'Christo',
    'Siyabonga',
    'Francois',
    'Anele',
    'Yusuf',
    'Vikash',
    'Musa',
    'Moses',
    'Danie',
    'Katlego',
  ],
};

export const HISTORY_SURNAMES = [
  'Maluleke',
  'Baloyi',
  'Chauke',
  'Mashaba',
  'Phiri',
  'Ramokgopa',
  'Letsoalo',
  'Mathebula',
  'Snyman',
  'Oosthuizen',
  'Le Roux',
  'Erasmus',
  'Swanepoel',
  'Moodley',
  'Govender',
  'Essop',
  'Motaung',
  'Tladi',
  'Masilela',
  'Skosana',
  'Modise',
  'Seabi',
  'Makhubela',
  'Hlongwane',
  'Nxumalo',
  'Van Wyk',
  'Bezuidenhout',
  'Kekana',
  'Manamela',
  'Rakgoale',
];

export const HISTORY_BUSINESSES: ReadonlyArray<readonly [name: string, type: string, trading?: string]> = [
  ['Tshwane Hair Studio', 'sole-proprietor'],
  ['Moot Family Pharmacy (Pty) Ltd', 'pty-ltd', 'Moot Pharmacy'],
  ['Kwena Accounting Services CC', 'cc'],
  ['Groenkloof Animal Clinic (Pty) Ltd', 'pty-ltd', 'Groenkloof Vet'],
  ['Sunnypark Laundromat', 'partnership'],
  ['Pretoria East Physiotherapy Inc', 'other'],
  ['Mamelodi Youth Tutoring NPC', 'npc'],
  ['Lephalale Trading Trust', 'trust'],
  ['Silverton Auto Electrical CC', 'cc', 'Silverton Auto'],
  ['Boxer Bean Coffee (Pty) Ltd', 'pty-ltd', 'Boxer Bean'],
  ['Centurion Nail Bar', 'sole-proprietor'],
  ['Wonderpark Optometrists', 'partnership'],
  ['Rietondale Architects (Pty) Ltd', 'pty-ltd'],
  ['Atterbury Legal Practice Inc', 'other', 'Atterbury Attorneys'],
  ['Irene Pilates Studio CC', 'cc'],
  ['Equestria Tailors', 'sole-proprietor'],
];

/** Staff who decided the history's requests: sign-in disabled, so they hold no usable password. */
export const HISTORY_STAFF = [
  { username: 'demo.tshidi', displayName: 'Tshidi Moloi' },
  { username: 'demo.marlize', displayName: 'Marlize Swart' },
  { username: 'demo.kwena', displayName: 'Kwena Letsoalo' },
  { username: 'demo.farah', displayName: 'Farah Essack' },
] as const;

/** Complex names typed by applicants that are not in the register. */
export const UNREGISTERED_COMPLEXES: ReadonlyArray<readonly [name: string, street: string, suburb: string]> = [
  ['Lombardy Gardens', '17 Lombardy Road', 'Lombardy East'],
  ['Kilner Park Villas', '52 Kilner Avenue', 'Kilner Park'],
  ['Wonderboom Heights', '301 Lavender Road', 'Wonderboom'],
  ['Magalieskruin Court', '9 Braam Pretorius Street', 'Magalieskruin'],
  ['Villieria Mews', '640 28th Avenue', 'Villieria'],
];

/** A typing slip on a registered complex name: staff confirm the real complex and unit when they review. */
export function misspell(name: string, pick: number): string {
  const slips = [
    (n: string) => n.replace(/ens\b/, 'ns'),
    (n: string) => n.toLowerCase(),
    (n: string) => n.replace(/ /, ''),
    (n: string) => n.replace(/s\b/, ''),
    (n: string) => `${n} Complex`,
  ];
  const slipped = slips[pick % slips.length]!(name);
  return slipped === name ? `${name} Complex` : slipped;
}

/** Staff's own words when they ask for more information on an application. */
export const APPLICATION_INFO_TEXTS: ReadonlyArray<readonly [text: string, documentType?: string]> = [
  ['ID copy is blurred, please upload a clearer scan', 'id'],
  ['The ID copy is cut off at the bottom, please send the full page', 'id'],
  ['Your ID photo is too dark to read, please take it again in daylight', 'id'],
  ['The uploaded ID is too small to read, please upload a full-size scan', 'id'],
  ['The lease agreement is not signed by the landlord', 'deedlease'],
  ['Only the first page of the lease was uploaded, please send all pages', 'deedlease'],
  ['The lease has expired, please upload the renewed lease', 'deedlease'],
  ['Please upload the title deed or a letter from the conveyancer', 'deedlease'],
  ['The unit number on the lease does not match the application'],
  ['Please confirm your occupation date, the lease says a different month'],
  ['We could not find this complex in our register, please confirm the complex name and street address'],
  ['The cell number of your reference does not work, please give another reference'],
  ['Please confirm whether you are the owner or a tenant of the unit'],
];

/** Staff's own words added to a rejection of an application. */
export const APPLICATION_REJECTION_TEXTS: Record<string, readonly string[]> = {
  'invalid-application': [
    'The application was made for a unit we do not meter',
    'The applicant is not named on the lease for this unit',
  ],
  'incomplete-info': [
    'We asked three times for the signed lease and did not receive it',
    'No response to our request for a clear ID copy after two weeks',
  ],
  'non-qualifying': [
    'The unit already has an active account in the name of the owner',
    'The complex is not part of our metering portfolio',
  ],
  duplicate: [
    'This is a duplicate of an application already approved for the same unit',
    'A second application was submitted by the same applicant, we kept the newer one',
  ],
};

/** Staff's reminder after a request for information went unanswered. */
export const REMINDER_TEXTS = [
  'Reminder: we are still waiting for the documents we asked for. Your application stays on hold until then.',
  'Friendly reminder to upload the requested document so we can finish reviewing your application.',
  'We have not received the information we asked for last week. Please reply or call our office.',
  'Please remember to resubmit your application with the corrected details.',
];

/** Staff's own words when they ask for more information on a termination. */
export const TERMINATION_INFO_TEXTS: ReadonlyArray<readonly [text: string, documentType?: string]> = [
  ['The bank statement is older than three months, please upload a recent one', 'bank'],
  ['The bank account is not in the name of the account holder, please send a confirmation letter', 'bank'],
  ['ID copy is blurred, please upload a clearer scan', 'id'],
  ['Please confirm the disconnection date, it falls on a public holiday'],
  ['Please give us a forwarding address for the final invoice'],
];

/** Staff's own words added to a rejection of a termination. */
export const TERMINATION_REJECTION_TEXTS: Record<string, readonly string[]> = {
  'insufficient-documentation': ['No bank confirmation was received after two reminders'],
  'invalid-account': ['The account number does not exist in our register', 'This account was already closed'],
  'duplicate-request': ['A termination for this account was already submitted by the owner'],
  'outstanding-balance': [
    'The account has arrears of more than two months, please settle the balance first',
    'There is an outstanding balance on the account, contact our accounts department',
  ],
  'incorrect-information': ['The ID number does not match the account holder on record'],
};
