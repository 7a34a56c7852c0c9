import { BUSINESS_TYPES } from '@protea/shared/business-constants';
import { useTranslation } from 'react-i18next';
import { type InfoItem, InfoList, Section } from '../admin/info-list';

const KNOWN_FIELDS = ['businessName', 'registrationNumber', 'vatNumber', 'businessType', 'tradingName'] as const;

const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : typeof value === 'boolean' ? value : null;

const isDirector = (value: unknown): value is { fullName: string; idNumber: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { fullName?: unknown }).fullName === 'string' &&
  typeof (value as { idNumber?: unknown }).idNumber === 'string';

/** The business fields the spec names first, the trading name, each further director or owner, then anything else the server sends. */
export function BusinessInfo({ business }: { business: Record<string, unknown> | null }) {
  const { t } = useTranslation();
  const data = business ?? {};
  const typeLabel = (value: unknown) =>
    (BUSINESS_TYPES as readonly unknown[]).includes(value) ? t(`wizard.business.fields.types.${value}`) : value;
  const known: InfoItem[] = KNOWN_FIELDS.filter((field) => field !== 'tradingName' || asText(data[field])).map(
    (field) => ({
      label: t(`admin.review.business.${field}`),
      value: asText(field === 'businessType' ? typeLabel(data[field]) : data[field]) as string | null,
    }),
  );
  const directors: InfoItem[] = (Array.isArray(data.directors) ? data.directors : [])
    .filter(isDirector)
    .map((director, index) => ({
      label: t('admin.review.business.director', { number: index + 2 }),
      value: t('admin.review.business.directorValue', { name: director.fullName, idNumber: director.idNumber }),
    }));
  const others: InfoItem[] = Object.entries(data)
    .filter(([key, value]) => !(KNOWN_FIELDS as readonly string[]).includes(key) && asText(value) !== null)
    .map(([key, value]) => {
      const text = asText(value);
      return {
        label: key,
        value: typeof text === 'boolean' ? t(text ? 'admin.common.yes' : 'admin.common.no') : text,
      };
    });
  return (
    <Section title={t('admin.review.business.title')}>
      <InfoList items={[...known, ...directors, ...others]} />
    </Section>
  );
}
