import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { formatTime } from '../../lib/format-date';
import type { AnalysisType } from './analysis-options';
import type { ChatContent, ChatMessage } from './chat-message';
import { ResultHighlights } from './results/result-highlights';

interface ChatMessageItemProps {
  message: ChatMessage;
  isShown: boolean;
  onShowResult: () => void;
  onChoose: (question: string, analysis: AnalysisType) => void;
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
      case 'choices':
        return t('admin.assistant.chat.choices');
      case 'text':
        return content.text;
    }
  };
}

/** One line of the chat: Alfred's on the left, staff's on the right, each with its time. */
export function ChatMessageItem({ message, isShown, onShowResult, onChoose }: ChatMessageItemProps) {
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
        {message.content.kind === 'choices' && <Choices content={message.content} onChoose={onChoose} />}
        {message.result && <ResultHighlights result={message.result} isShown={isShown} onShow={onShowResult} />}
      </div>
    </li>
  );
}

/** The analyses a question was close to, as buttons: the one pressed runs on the same question. */
function Choices({
  content,
  onChoose,
}: {
  content: Extract<ChatContent, { kind: 'choices' }>;
  onChoose: ChatMessageItemProps['onChoose'];
}) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-2">
      {content.choices.map((analysis) => (
        <li key={analysis}>
          <button
            type="button"
            onClick={() => onChoose(content.question, analysis)}
            className="rounded-full border border-brand-700 px-3 py-1 text-left text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t(`admin.assistant.options.${analysis}`)}
          </button>
        </li>
      ))}
    </ul>
  );
}
