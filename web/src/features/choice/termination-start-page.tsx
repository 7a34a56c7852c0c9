import { useTranslation } from 'react-i18next';
import { ChoicePage } from './choice-page';

export function TerminationStartPage() {
  const { t } = useTranslation();
  const list = (key: string) => t(key, { returnObjects: true }) as string[];
  return (
    <ChoicePage
      title={t('choice.terminationTitle')}
      subtitle={t('choice.terminationSubtitle')}
      options={[
        {
          value: 'residential',
          title: t('choice.residential'),
          items: list('choice.residentialTermination'),
          to: '/termination/residential',
        },
        {
          value: 'business',
          title: t('choice.business'),
          items: list('choice.businessTermination'),
          to: '/termination/business',
        },
      ]}
    />
  );
}
