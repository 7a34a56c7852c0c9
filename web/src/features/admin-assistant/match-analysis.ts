import type { AnalysisType } from './analysis-options';

/**
 * What staff may type to ask for an analysis, in English, Afrikaans, Sesotho and isiZulu. The text is
 * lower-cased and stripped of accents and punctuation first. Where two analyses match, the one with
 * more matching phrases wins, then the earlier in this list: "waiting for customer feedback" is
 * pending feedback, not waiting times.
 */
const PHRASES: ReadonlyArray<readonly [AnalysisType, readonly RegExp[]]> = [
  [
    'pending-feedback',
    [
      /\bfeedback\b/,
      /\b(awaiting|waiting (on|for)) (the )?(customers?|clients?|applicants?)\b/,
      /\binfo(rmation)? requests?\b/,
      /\bterugvoer/,
      /\bwag op (die )?(klient|aansoeker)/,
      /\binligtingsversoek/,
      /\bmaikutlo\b/,
      /\bkarabo\b/,
      /impendulo\b/,
      /\b(u|i)?mibono\b/,
      /\bumbono\b/,
    ],
  ],
  [
    'stalled-applications',
    [
      /\bstall(ed|ing|s)?\b/,
      /\bstale\b/,
      /\bidle\b/,
      /\binactive\b/,
      /\bno activity\b/,
      /\bvasgeval\b/,
      /\bvasgesteek\b/,
      /\bstaan stil\b/,
      /\bstilstaan/,
      /\bonaktief/,
      /\b(di|tse) eme(ng)?\b/,
      /\bemisitsw/,
      /\bha di tsamaye\b/,
      /\bezimile\b/,
      /\bzimile\b/,
      /\bezingahambi\b/,
      /\bezimisiwe\b/,
    ],
  ],
  [
    'bottlenecks',
    [
      /\bbottlenecks?\b/,
      /\bstuck\b/,
      /\bdrop ?(out|off)s?\b/,
      /\bfunnel\b/,
      /\babandon/,
      /\bbottelnek/,
      /\bknelpunt/,
      /\bvashaak\b/,
      /\bhaak vas\b/,
      /\buitval/,
      /\btregter\b/,
      /\b(di)?tshitiso\b/,
      /kgomarela/,
      /\bizi?thiyo\b/,
      /\bisithiyo\b/,
      /bhajw/,
    ],
  ],
  [
    'waiting-times',
    [
      /\bwait(ing)? ?times?\b/,
      /\bwaiting\b/,
      /\bhow long\b/,
      /\bturnaround\b/,
      /\bdelays?\b/,
      /\bwagty(d|e)\b/,
      /\bhoe lank\b/,
      /\bvertraging/,
      /\bnako ya ho leta\b/,
      /\bho leta\b/,
      /\btieho\b/,
      /kulinda\b/,
      /ukubambezeleka\b/,
    ],
  ],
  [
    'referral-reason',
    [
      /\breferr(al|als|ed)\b/,
      /\brefer\b/,
      /\breasons?\b/,
      /\bverwys/,
      /\bredes?\b/,
      /\b(le|ma)baka\b/,
      /\bphetisets/,
      /izathu\b/,
      /dlulisel/,
    ],
  ],
  [
    'approval-likelihood',
    [
      /\blikelihood\b/,
      /\blikely\b/,
      /\bchances?\b/,
      /\bprobability\b/,
      /\bodds\b/,
      /\bwaarskynlik/,
      /\bkanse?\b/,
      /\b(mo|me)nyetla\b/,
      /kgonahal/,
      /\bamathuba\b/,
      /\bithuba\b/,
    ],
  ],
  [
    'account-premise-issues',
    [
      /\baccounts?\b/,
      /\bpremises?\b/,
      /\bduplicates?\b/,
      /\bmismatch/,
      /\brekening/,
      /\bperse(el|le)\b/,
      /\bduplikaat/,
      /\bak ?haont(o|e)\b/,
      /\bsetsha\b/,
      /akhawunti\b/,
      /\bisakhiwo\b/,
      /\bizakhiwo\b/,
    ],
  ],
  [
    'document-quality',
    [
      /\bdocuments?\b/,
      /\bquality\b/,
      /\bblurr?y\b/,
      /\bdokument/,
      /\bkwaliteit\b/,
      /\bwasig\b/,
      /\b(di)?tokomane\b/,
      /\bboleng\b/,
      /dokhumenti\b/,
      /\bikhwalithi\b/,
      /\bizinga\b/,
    ],
  ],
];

/** An application's reference as the portal gives it (PM-YYYY-NNNNN). */
const APPLICATION_REFERENCE = /\bPM-\d{4}-\d{5}\b/i;

export interface MatchedAnalysis {
  type: AnalysisType;
  /** The application reference the text names, if any. */
  applicationId?: string;
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The analysis a chat message asks for, or null when it names none. */
export function matchAnalysis(text: string): MatchedAnalysis | null {
  const words = normalise(text);
  let best: { type: AnalysisType; hits: number } | null = null;
  for (const [type, phrases] of PHRASES) {
    const hits = phrases.filter((phrase) => phrase.test(words)).length;
    if (hits > (best?.hits ?? 0)) best = { type, hits };
  }
  if (!best) return null;
  const reference = APPLICATION_REFERENCE.exec(text)?.[0].toUpperCase();
  return reference ? { type: best.type, applicationId: reference } : { type: best.type };
}
