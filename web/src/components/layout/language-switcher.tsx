import { LANGUAGE_NOTICE_MS, LANGUAGES, type Language } from '@protea/shared/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, switchLanguage } from '../../lib/i18n';
import { toast } from '../../lib/toast-store';

/** `tone="dark"` for dark headers, so the visible label keeps its contrast. */
export function LanguageSwitcher({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const onChange = async (language: Language) => {
    await switchLanguage(language);
    // Said in the language just chosen, not the one being left.
    const tNew = i18n.getFixedT(language);
    toast({
      title: tNew('common.languageChanged', { language: tNew(`common.languages.${language}`) }),
      durationMs: LANGUAGE_NOTICE_MS,
    });
  };
  return (
    <div className="flex items-center gap-2">
      <label
        htmlFor={id}
        className={`sr-only sm:not-sr-only sm:text-sm ${tone === 'dark' ? 'sm:text-white' : 'sm:text-slate-600'}`}
      >
        {t('common.language')}
      </label>
      <select
        id={id}
        value={currentLanguage()}
        onChange={(event) => void onChange(event.target.value as Language)}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
        data-testid="language-switcher"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`common.languages.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
