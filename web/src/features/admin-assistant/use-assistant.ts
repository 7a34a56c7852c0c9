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
import { askQuestion } from './api/ask-question';
import { type AnalysisAnswer, runAnalysis } from './api/run-analysis';
import { type ChatMessage, chatMessage } from './chat-message';

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
  /** An analysis or a question that failed: said in the chat and in a toast, in the server's words when it gave some. */
  const postFailure = useCallback(
    (error: unknown) => {
      const reason = analysisErrorMessage(error, t) ?? t('admin.assistant.toasts.unknownError');
      post(chatMessage('system', { kind: 'error', message: reason }));
      toastError(t('admin.assistant.toasts.failedTitle'), reason);
    },
    [post, t],
  );

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
        postFailure(error);
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [post, t, postFailure],
  );

  /** The canned reply, a second after the question was sent (spec 3 section 9). */
  const cannedReply = useCallback(
    (sentAt: number) => {
      const timer = setTimeout(
        () => {
          cannedReplies.current.delete(timer);
          post(chatMessage('system', { kind: 'canned' }));
        },
        Math.max(0, sentAt + CANNED_REPLY_DELAY_MS - Date.now()),
      );
      cannedReplies.current.add(timer);
    },
    [post],
  );

  /**
   * A question in plain words: the server routes it to its analysis and answers with the result, or with two or
   * three close analyses to choose from (`chosen` is the one staff then pick), or nothing (the canned reply).
   */
  const ask = useCallback(
    async (question: string, chosen?: AnalysisType) => {
      const sentAt = Date.now();
      setRunning((count) => count + 1);
      try {
        const outcome = await askQuestion({ message: question, ...(chosen && { analysis: chosen }) });
        switch (outcome.kind) {
          case 'canned':
            cannedReply(sentAt);
            return;
          case 'choices':
            post(chatMessage('system', { kind: 'choices', question, choices: outcome.choices }));
            return;
          case 'text':
          case 'figure':
            post(chatMessage('system', { kind: 'text', text: outcome.text }));
            return;
          case 'result': {
            // Said as the dropdown's runs say it, so the chat reads the same however an analysis was asked for.
            post(chatMessage('system', { kind: 'running', analysis: outcome.result.type }));
            const message = chatMessage(
              'system',
              { kind: 'text', text: outcome.result.answer.message },
              outcome.result,
            );
            post(message);
            setShownResultId(message.id);
            // The form shows what ran, so it can be run again with other inputs.
            setType(outcome.result.type);
            const { reference } = outcome;
            if (reference) setInput((values) => ({ ...values, applicationId: reference }));
          }
        }
      } catch (error) {
        postFailure(error);
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [cannedReply, post, postFailure],
  );

  /** Staff's message, asked in plain words. */
  const send = useCallback(
    (text: string) => {
      const message = text.trim();
      if (!message) return;
      post(chatMessage('user', { kind: 'text', text: message }));
      void ask(message);
    },
    [ask, post],
  );

  /** Staff chose one of the offered analyses: said in the chat, then the question runs as that analysis. */
  const choose = useCallback(
    (question: string, analysis: AnalysisType) => {
      post(chatMessage('user', { kind: 'text', text: t(`admin.assistant.options.${analysis}`) }));
      void ask(question, analysis);
    },
    [ask, post, t],
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
    choose,
    shownResult,
    shownResultId,
    showResult: setShownResultId,
  };
}
