import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { formatTime } from '../../lib/format-date';
import type { ChatMessage } from './chat-message';
import { ResultHighlights } from './results/result-highlights';

interface ChatMessageItemProps {
  message: ChatMessage;
  isShown: boolean;
  onShowResult: () => void;
}

function useContentText() {
  const { t } = useTranslation();
  return ({ content }: ChatMessage): string => {
    switch (content.kind) {
      case 'greeting':
        return t('admin.assistant.chat.greeting');
      case 'canned':
        return t('admin.assistant.chat.canned');
      case 'running':
        return t('admin.assistant.chat.running', { label: t(`admin.assistant.options.${content.analysis}`) });
      case 'error':
        return t('admin.assistant.chat.error', { message: content.message });
      case 'text':
        return content.text;
    }
  };
}

/** One line of the chat: Alfred's on the left, staff's on the right, each with its time. */
export function ChatMessageItem({ message, isShown, onShowResult }: ChatMessageItemProps) {
  const { t } = useTranslation();
  const text = useContentText();
  const isUser = message.sender === 'user';
  return (
    <li className={cn('flex max-w-[90%] flex-col gap-1', isUser ? 'self-end items-end' : 'self-start items-start')}>
      <p className="text-xs text-slate-600">
        <span className="font-semibold">{t(isUser ? 'admin.assistant.chat.you' : 'admin.assistant.chat.alfred')}</span>
        {' · '}
        <time dateTime={message.timestamp.toISOString()}>{formatTime(message.timestamp)}</time>
      </p>
      <div
        className={cn(
          'grid gap-2 rounded-2xl px-4 py-2 text-sm break-words whitespace-pre-wrap',
          isUser
            ? 'rounded-br-sm bg-brand-700 text-white'
            : 'rounded-bl-sm border border-slate-200 bg-white text-slate-900',
        )}
      >
        <p>{text(message)}</p>
        {message.result && <ResultHighlights result={message.result} isShown={isShown} onShow={onShowResult} />}
      </div>
    </li>
  );
}
