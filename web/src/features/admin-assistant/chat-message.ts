import type { AnalysisType } from './analysis-options';
import type { AnalysisAnswer } from './api/run-analysis';

/**
 * A line of the chat (spec 3 section 3: content, sender, timestamp). Alfred's own texts are kept as
 * translation keys, so they follow a change of language; what the server wrote (already in the
 * language of the request) and what staff typed are kept as written.
 */
export interface ChatMessage {
  id: number;
  sender: 'system' | 'user';
  timestamp: Date;
  content: ChatContent;
  /** An analysis's answer: its details are shown under Results. */
  result?: AnalysisAnswer;
}

export type ChatContent =
  | { kind: 'greeting' }
  | { kind: 'canned' }
  | { kind: 'running'; analysis: AnalysisType }
  | { kind: 'error'; message: string }
  /** The question was close to two or three analyses: staff choose the one they meant. */
  | { kind: 'choices'; question: string; choices: AnalysisType[] }
  | { kind: 'text'; text: string };

let nextId = 1;

export const chatMessage = (
  sender: ChatMessage['sender'],
  content: ChatMessage['content'],
  result?: AnalysisAnswer,
): ChatMessage => ({ id: nextId++, sender, timestamp: new Date(), content, ...(result && { result }) });
