import type { FigureList, FigurePeriod, FigureStatus } from '@protea/shared/schemas/assistant-ask';
import { foldText } from './route-question.js';

/**
 * A question about the overview's figures rather than an analysis: "how many terminations this month?" (`count`) or
 * "which applications are late?" (`late`), with the lists, the status and the period it names.
 */
export interface FigureQuestion {
  topic: 'count' | 'late';
  lists: FigureList[];
  status: FigureStatus | null;
  period: FigurePeriod | null;
}

type Term = readonly [string, RegExp];
const terms = (entries: Record<string, readonly string[]>): Term[] =>
  Object.entries(entries).flatMap(([value, patterns]) =>
    patterns.map((pattern) => [value, new RegExp(`\\b(?:${pattern})\\b`)] as const),
  );

// Folded text (route-question.ts): lower case, no accents or punctuation. Longer phrases first within each facet,
// and each match is taken out before the next facet looks, so "kulindwe imininingwane" (needs info) is not read as
// "kulindile" (pending), nor "ka kopo" (please) as "kopo" (application).
const POLITE = /\b(?:ka kopo|sicela|ngicela|asseblief|please|pls)\b/g;
const COUNT =
  /\b(?:how many|in total|total|number of|count of|count|total number of|hoeveel|aantal|getal|(?:tse|di|ba) kae|bokae|palo ya|palo|\w*ngaki|isibalo sa|isibalo se|isibalo|inani)\b/;
const LATE =
  /\b(?:late|overdue|past (?:their |the )?due (?:date|time)s?|behind schedule|te laat|laat|agterstallig\w*|oorsy|\w*dieh\w*|\w*phuzile|sedlule isikhathi)\b/;
const LISTS = terms({
  both: [
    'applications and terminations',
    'aansoeke en beeindigings',
    'dikopo le ho emisa ditshebeletso',
    'izicelo nokunqamulwa',
    'requests',
    'cases',
    'versoeke',
    'sake',
  ],
  terminations: [
    'terminations?',
    'disconnections?',
    'beeindigings?',
    'terminasies?',
    'ho emisa ditshebeletso',
    'ditshebeletso tse emisitsweng',
    '\\w*nqamulwa',
    'izinqamulo',
  ],
  applications: ['applications?', 'apps', 'aansoeke?', 'dikopo', 'kopo', 'izicelo', 'isicelo', 'zicelo'],
});
const STATUSES = terms({
  needsinfo: [
    'needs? (?:more )?info(?:rmation)?',
    'needing (?:more )?info(?:rmation)?',
    '(?:awaiting|waiting (?:for|on)) (?:more )?(?:info(?:rmation)?|the customers?|customers?)',
    'info(?:rmation)? requested',
    'wag (?:op|vir) inligting',
    'benodig inligting',
    '(?:e |tse )?emet(?:se|seng) dintlha(?: ho moreki)?',
    '\\w*lind\\w* imininingwane(?: yekhasimende)?',
  ],
  pending: [
    'pending(?: review)?',
    '(?:awaiting|waiting for|waiting on) (?:a |the )?(?:decisions?|review)',
    'waiting to be decided',
    'to be decided',
    'undecided',
    'under review',
    'hangende',
    'wag (?:op|vir) (?:n )?(?:besluit|hersiening)',
    'onbeslis',
    '(?:e |tse )?emet(?:se|seng)(?: qeto| tlhahlobo)?',
    'tse letileng qeto',
    '\\w*lind\\w* isinqumo',
    '\\w*lindile',
  ],
  incomplete: [
    'incomplete',
    'drafts?',
    'unfinished',
    'not submitted',
    'unsubmitted',
    'onvoltooide?',
    'konsepte?',
    '(?:e |tse )?sa phethelwang',
    'akuphelele',
    '\\w*ngaphelele',
  ],
  approved: ['approved', 'goedgekeurde?', '(?:e |tse )?dumelet(?:swe|sweng)', 'amohet(?:swe|sweng)', '\\w*gunyaziwe'],
  rejected: ['rejected', 'declined', 'turned down', 'afgekeurde?', '(?:e |tse )?hann(?:we|weng)', '\\w*nqatshiwe'],
  completed: ['completed?', 'finished', 'voltooide?', '(?:e |tse )?phethet(?:swe|sweng)', '(?:ku|ezi|zi)?qediwe'],
  cancelled: ['cancell?ed', 'gekanselleerde?', '(?:e |tse )?(?:hlakot|khanselet)(?:swe|sweng)', '\\w*khanseliwe'],
  archived: ['archived', 'geargiveerde?', '(?:e |tse )?isitswe polokelong', '\\w*fakwe engobeni(?: yomlando)?'],
  open: ['open', 'oop', 'oopstaande', '(?:e |tse )?bulehileng', '\\w*vulekile'],
});
const PERIODS = terms({
  today: ['today', 'vandag', 'kajeno', 'namuhla(?:nje)?'],
  thisWeek: ['this week', 'hierdie week', 'die week', '[bv]ekeng ena', '(?:ku)?leli (?:viki|sonto)'],
  thisMonth: ['this month', 'hierdie maand', 'die maand', 'kgweding ena', '(?:ku)?le ?nyanga'],
  thisYear: ['this year', 'hierdie jaar', 'vanjaar', 'selemong sena', '(?:ku)?lo ?nyaka'],
});
/** Words that say nothing about what is counted: a question of only these and the terms above is a figure question. */
const FILLER = new Set(
  [
    'which what are is were was there the a an of do does did we have has had in on for our right now currently at',
    'moment got received submitted new came come still so far total all any with from us you can to be see it show',
    'me list give tell been by that altogether overall yet ones one how many',
    'watter wat is was daar die van ons het in nou tans al nog nuwe ingedien ontvang totaal wys my lys gee vir op n',
    'te sover dusver tot hoeveel',
    'ke ka ho na ya le ra re di tse a e ba bo jwale hona joale tsohle kae dife efe bontsha',
    'ezi zi ku kukhona khona manje okwamanje zonke ke yini ziphi iziphi yiziphi ngitshele khombisa ukhombise',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Reads a question about the overview's figures: a count ("how many", "hoeveel", "tse kae", "zingaki") or lateness
 * ("late", "laat", "diehileng", "ephuzile") of applications, terminations or both, by status and period. Null when
 * it is not one, or names anything else ("how many requests needed rework" is the bottleneck analysis's): then the
 * question is routed to an analysis as before.
 */
export function parseFigureQuestion(question: string): FigureQuestion | null {
  let text = ` ${foldText(question).replace(POLITE, ' ')} `;
  const isLate = LATE.test(text);
  const isCount = COUNT.test(text);
  if (!isLate && !isCount) return null;
  text = text.replace(LATE, ' ').replace(COUNT, ' ');
  /** The first term of a facet the text names, taken out of the text. */
  const take = (facet: readonly Term[]) => {
    const found = facet.find(([, pattern]) => pattern.test(text));
    if (found) text = text.replace(found[1], ' ');
    return found?.[0] ?? null;
  };
  const status = take(STATUSES);
  const period = take(PERIODS);
  const listTerm = take(LISTS);
  if (text.split(' ').some((word) => word !== '' && !FILLER.has(word))) return null;
  if (!isLate && listTerm === null && status === null && period === null) return null;
  const lists: FigureList[] =
    listTerm === 'applications' || listTerm === 'terminations' ? [listTerm] : ['applications', 'terminations'];
  return {
    topic: isLate ? 'late' : 'count',
    lists,
    status: status as FigureStatus | null,
    // Lateness is as of now: "late today" and "late this week" are the requests late now.
    period: isLate ? null : (period as FigurePeriod | null),
  };
}
