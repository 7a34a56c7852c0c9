import { useTranslation } from 'react-i18next';
import { ChoicePage } from './choice-page';

export function ApplicationStartPage() {
  const { t } = useTranslation();
  const list = (key: string) => t(key, { returnObjects: true }) as string[];
  return (
    <ChoicePage
      title={t('choice.applicationTitle')}
      subtitle={t('choice.applicationSubtitle')}
      options={[
        {
          value: 'residential',
          title: t('choice.residence'),
          items: list('choice.residenceServices'),
          to: '/application/residential',
        },
        {
          value: 'business',
          title: t('choice.business'),
          items: list('choice.businessServices'),
          to: '/application/business',
        },
      ]}
    />
  );
}
