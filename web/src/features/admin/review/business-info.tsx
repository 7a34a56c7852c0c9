import { useTranslation } from 'react-i18next';
import { type InfoItem, InfoList, Section } from '../components/info-list';

const KNOWN_FIELDS = ['businessName', 'registrationNumber', 'vatNumber', 'businessType'] as const;

const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : typeof value === 'boolean' ? value : null;

/** The business fields the spec names first, then anything else the server sends, under its own name. */
export function BusinessInfo({ business }: { business: Record<string, unknown> | null }) {
  const { t } = useTranslation();
  const data = business ?? {};
  const known: InfoItem[] = KNOWN_FIELDS.map((field) => ({
    label: t(`admin.review.business.${field}`),
    value: asText(data[field]) as string | null,
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
      <InfoList items={[...known, ...others]} />
    </Section>
  );
}
