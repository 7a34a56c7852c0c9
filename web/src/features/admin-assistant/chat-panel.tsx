import { Send } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClass } from '../../components/form/field-class';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { AnalysisType } from './analysis-options';
import type { ChatMessage } from './chat-message';
import { ChatMessageItem } from './chat-message-item';

interface ChatPanelProps {
  messages: readonly ChatMessage[];
  onSend: (text: string) => void;
  shownResultId: number | null;
  onShowResult: (messageId: number) => void;
  onChoose: (question: string, analysis: AnalysisType) => void;
}

/** Spec 3 section 2, right column: the conversation (400-600 px, scrolling) and the message box. */
export function ChatPanel({ messages, onSend, shownResultId, onShowResult, onChoose }: ChatPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const log = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new message scrolls the log to the end
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [messages.length]);

  const send = () => {
    if (!draft.trim()) return;
    onSend(draft);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <section className="grid gap-3" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {t('admin.assistant.chat.heading')}
      </h2>
      <div
        ref={log}
        role="log"
        aria-label={t('admin.assistant.chat.log')}
        // The log scrolls; as a focusable region keyboard users can scroll it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className={cn(
          'h-[400px] overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-3 sm:h-[480px] lg:h-[600px]',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        )}
      >
        <ol className="flex flex-col gap-3">
          {messages.map((message) => (
            <ChatMessageItem
              key={message.id}
              message={message}
              isShown={message.id === shownResultId}
              onShowResult={() => onShowResult(message.id)}
              onChoose={onChoose}
            />
          ))}
        </ol>
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-message`} className="text-sm font-semibold text-slate-800">
          {t('admin.assistant.chat.message')}
        </label>
        <div className="flex items-end gap-2">
          <textarea
            id={`${id}-message`}
            rows={2}
            className={cn(fieldClass, 'min-w-0 flex-1 resize-y py-2')}
            placeholder={t('admin.assistant.chat.placeholder')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            aria-describedby={`${id}-keys`}
          />
          <Button onClick={send} disabled={!draft.trim()} className="shrink-0">
            <Send aria-hidden="true" className="h-4 w-4" />
            {t('admin.assistant.chat.send')}
          </Button>
        </div>
        <p id={`${id}-keys`} className="text-sm text-slate-600">
          {t('admin.assistant.chat.keys')}
        </p>
      </div>
    </section>
  );
}
