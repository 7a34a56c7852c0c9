import { z } from 'zod';
import {
  ANALYSIS_TYPES,
  type AnalysisType,
  type AssistantAnswers,
  type CaseRef,
  type DocumentQuality,
} from './assistant.js';

/** The longest question the chat sends: a question, not a document. */
export const ASK_MESSAGE_MAX = 500;

/** The body of `POST /api/ai/ask`: a question in plain words, in any of the four languages. */
export const askBodySchema = z.object({
  message: z.string().trim().min(1, 'validation.messageRequired').max(ASK_MESSAGE_MAX, 'validation.tooLong'),
  /** The analysis staff chose from the offered choices: the question is not routed again. */
  analysis: z.enum(ANALYSIS_TYPES).optional(),
});
export type AskBody = z.infer<typeof askBodySchema>;

/** Document quality asked for by a request's reference: each of its uploaded documents judged. */
export interface RequestDocumentsQuality {
  success: true;
  message: string;
  application: CaseRef;
  documents: Array<{ type: string; name: string; analysis: DocumentQuality }>;
}

/** The lists a figure counts: applications, terminations, or both. */
export type FigureList = 'applications' | 'terminations';
/** The periods the overview counts new requests in, in South African time (docs/overview-figures.md). */
export type FigurePeriod = 'today' | 'thisWeek' | 'thisMonth' | 'thisYear';
/** A status a count question names, or `open` (pending, needs info or approved). */
export type FigureStatus =
  | 'incomplete'
  | 'pending'
  | 'needsinfo'
  | 'approved'
  | 'rejected'
  | 'completed'
  | 'cancelled'
  | 'archived'
  | 'open';

/** "How many ...?": the overview's figure for the lists, status and period asked, and each list's part of it. */
export interface FigureCount {
  status: FigureStatus | null;
  period: FigurePeriod | null;
  count: number;
  byList: Array<{ list: FigureList; count: number }>;
}

/** "Which ... are late?": the requests of the lists asked past their due time while staff hold the next move. */
export interface LateRequests {
  lists: FigureList[];
  statuses: string[];
  total: number;
  /** The longest overdue first, at most LATE_LISTED. */
  cases: Array<CaseRef & { dueAt: string }>;
}

/** What an analysis answers when the chat asked for it: the analysis's own answer (document quality: per request). */
export type AskResults = Omit<AssistantAnswers, 'document-quality'> & { 'document-quality': RequestDocumentsQuality };

/**
 * The answer of `POST /api/ai/ask`: the analysis the question was routed to and its result; or two or three close
 * candidates to choose from; or none (`analysis: null`, the canned reply). An analysis of one request asked without a
 * reference answers `result: null` and a message asking for it. A question about the overview's figures (how many,
 * which are late) answers `analysis: null` with `count` or `late` and the answer in words in `message`.
 */
export type AskAnswer =
  | {
      [T in AnalysisType]: { success: true; analysis: T; reference: string | null; result: AskResults[T] };
    }[AnalysisType]
  | { success: true; analysis: AnalysisType; reference: null; result: null; message: string }
  | { success: true; analysis: null; choices: AnalysisType[]; reference: string | null }
  | { success: true; analysis: null; count: FigureCount; message: string }
  | { success: true; analysis: null; late: LateRequests; message: string }
  | { success: true; analysis: null; message: string };
