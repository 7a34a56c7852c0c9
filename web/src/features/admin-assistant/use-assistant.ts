import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../lib/admin/admin-toast';
import { analysisErrorMessage } from './analysis-error';
import {
  type AnalysisInput,
  type AnalysisType,
  EMPTY_INPUT,
  type ValidationProblem,
  validationProblemOf,
} from './analysis-options';
import { type AnalysisAnswer, runAnalysis } from './api/run-analysis';
import { type ChatMessage, chatMessage } from './chat-message';
import { matchAnalysis } from './match-analysis';

/** Spec 3 section 9: free text gets its canned reply after a second. */
export const CANNED_REPLY_DELAY_MS = 1000;

const VALIDATION_TOASTS: Record<ValidationProblem, readonly [string, string]> = {
  selection: ['admin.assistant.toasts.selectionTitle', 'admin.assistant.toasts.selectionText'],
  document: ['admin.assistant.toasts.documentTitle', 'admin.assistant.toasts.documentText'],
  applicationId: ['admin.assistant.toasts.applicationIdTitle', 'admin.assistant.toasts.applicationIdText'],
};

/** The assistant's state: the chosen analysis and its inputs, the chat, the run in progress and the result shown. */
export function useAssistant() {
  const { t } = useTranslation();
  const [type, setType] = useState<AnalysisType | ''>('');
  const [input, setInput] = useState<AnalysisInput>(EMPTY_INPUT);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [chatMessage('system', { kind: 'greeting' })]);
  // Runs in progress: one asked for in the chat may start while another is still running.
  const [running, setRunning] = useState(0);
  const [shownResultId, setShownResultId] = useState<number | null>(null);
  const cannedReplies = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = cannedReplies.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const post = useCallback((message: ChatMessage) => setMessages((all) => [...all, message]), []);

  const run = useCallback(
    async (chosen: AnalysisType | '', values: AnalysisInput) => {
      const problem = validationProblemOf(chosen, values);
      if (problem || chosen === '') {
        const [title, text] = VALIDATION_TOASTS[problem ?? 'selection'];
        toastError(t(title), t(text));
        return;
      }
      post(chatMessage('system', { kind: 'running', analysis: chosen }));
      setRunning((count) => count + 1);
      try {
        const result: AnalysisAnswer = await runAnalysis(chosen, values);
        const message = chatMessage('system', { kind: 'text', text: result.answer.message }, result);
        post(message);
        setShownResultId(message.id);
      } catch (error) {
        const reason = analysisErrorMessage(error, t) ?? t('admin.assistant.toasts.unknownError');
        post(chatMessage('system', { kind: 'error', message: reason }));
        toastError(t('admin.assistant.toasts.failedTitle'), reason);
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [post, t],
  );

  /** Staff's message: an analysis it names is chosen and run, anything else gets the canned reply. */
  const send = useCallback(
    (text: string) => {
      const message = text.trim();
      if (!message) return;
      post(chatMessage('user', { kind: 'text', text: message }));
      const matched = matchAnalysis(message);
      if (!matched) {
        const timer = setTimeout(() => {
          cannedReplies.current.delete(timer);
          post(chatMessage('system', { kind: 'canned' }));
        }, CANNED_REPLY_DELAY_MS);
        cannedReplies.current.add(timer);
        return;
      }
      const values = matched.applicationId ? { ...input, applicationId: matched.applicationId } : input;
      setType(matched.type);
      setInput(values);
      void run(matched.type, values);
    },
    [input, post, run],
  );

  const shownResult = messages.find((message) => message.id === shownResultId)?.result ?? null;

  return {
    type,
    setType,
    input,
    setInput,
    messages,
    isRunning: running > 0,
    run: () => run(type, input),
    send,
    shownResult,
    shownResultId,
    showResult: setShownResultId,
  };
}
