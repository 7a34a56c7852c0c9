import { useTranslation } from 'react-i18next';

const TERM_SECTIONS = ['deposit', 'metering', 'billing', 'termination', 'accuracy', 'privacy'] as const;

/** The terms of supply in a box of their own that scrolls (and can be scrolled with the keyboard). */
export function TermsList() {
  const { t } = useTranslation();
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable for keyboard users
      tabIndex={0}
      aria-label={t('wizard.terms.listLabel')}
      className="max-h-80 overflow-y-auto rounded-lg border border-slate-300 bg-white p-4 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <ol className="grid list-decimal gap-3 pl-5 text-sm text-slate-800">
        {TERM_SECTIONS.map((section) => (
          <li key={section}>
            <strong className="font-semibold">{t(`wizard.terms.sections.${section}.title`)}. </strong>
            {t(`wizard.terms.sections.${section}.text`)}
          </li>
        ))}
      </ol>
    </section>
  );
}
