import { LANGUAGE_NOTICE_MS, LANGUAGES, type Language } from '@protea/shared/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, switchLanguage } from '../../lib/i18n';
import { toast } from '../../lib/toast-store';

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const onChange = async (language: Language) => {
    await switchLanguage(language);
    toast({
      title: t('common.languageChanged', { language: t(`common.languages.${language}`) }),
      durationMs: LANGUAGE_NOTICE_MS,
    });
  };
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only sm:not-sr-only sm:text-sm sm:text-slate-600">
        {t('common.language')}
      </label>
      <select
        id={id}
        value={currentLanguage()}
        onChange={(event) => void onChange(event.target.value as Language)}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm"
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
