import { cn } from '../../lib/cn';

/**
 * Alfred's face. It floats gently while idle and speaks (mouth and ring moving) while an analysis
 * runs; with reduced motion asked for, it stays still and only the ring shows that he is busy.
 */
export function AssistantAvatar({ isSpeaking }: { isSpeaking: boolean }) {
  return (
    <span className="relative inline-flex h-14 w-14 shrink-0" data-speaking={isSpeaking} data-testid="alfred-avatar">
      {isSpeaking && (
        <span
          aria-hidden="true"
          className="absolute inset-0 rounded-full border-4 border-brand-600 motion-safe:animate-alfred-ring"
        />
      )}
      <svg
        viewBox="0 0 64 64"
        aria-hidden="true"
        className={cn('h-14 w-14', !isSpeaking && 'motion-safe:animate-alfred-float')}
      >
        <circle cx="32" cy="32" r="31" className="fill-brand-700" />
        <rect x="14" y="18" width="36" height="30" rx="10" className="fill-white" />
        <rect x="29" y="8" width="6" height="8" rx="2" className="fill-brand-100" />
        <circle cx="32" cy="7" r="3" className="fill-protea" />
        <circle cx="24.5" cy="30" r="3.5" className="fill-brand-900" />
        <circle cx="39.5" cy="30" r="3.5" className="fill-brand-900" />
        <rect
          x="25"
          y="38"
          width="14"
          height="4"
          rx="2"
          className={cn('fill-protea origin-center transform-fill', isSpeaking && 'motion-safe:animate-alfred-mouth')}
        />
      </svg>
    </span>
  );
}
