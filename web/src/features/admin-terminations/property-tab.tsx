import type { AdminTerminationDetail, TerminationAddress } from '@protea/shared/schemas/admin-terminations';
import { useTranslation } from 'react-i18next';
import { type InfoItem, InfoList, Section } from '../../components/admin/info-list';
import { useDateFormats } from '../../lib/admin/use-date-formats';
import { provinceName } from './termination-labels';

function useAddressItems() {
  const { t } = useTranslation();
  const w = (key: string) => t(`pdf.termination.${key}`);
  // The new address has a city (a house may have no complex or unit); the premise being left is a unit in a complex.
  return (address: TerminationAddress & { city?: string | null }): InfoItem[] => [
    { label: t('admin.review.property.complex'), value: address.complexName },
    { label: t('admin.review.property.unit'), value: address.unitNumber },
    { label: w('streetNumber'), value: address.streetNumber },
    { label: w('streetName'), value: address.streetName },
    { label: t('admin.review.property.suburb'), value: address.suburb },
    ...('city' in address ? [{ label: t('admin.review.property.city'), value: address.city }] : []),
    { label: t('admin.review.property.province'), value: provinceName(address.province) },
  ];
}

/** The premise being left, its owner when the customer rents, the final reading, and where the final account goes. */
export function PropertyTab({ termination: m }: { termination: AdminTerminationDetail }) {
  const { t } = useTranslation();
  const dates = useDateFormats();
  const addressItems = useAddressItems();
  const w = (key: string) => t(`pdf.termination.${key}`);
  const p = m.property;
  const ownership =
    p.isOwner === null ? null : t(p.isOwner ? 'admin.review.property.owner' : 'admin.review.property.tenant');
  return (
    <div className="grid gap-4">
      <Section title={t('admin.review.property.title')}>
        <InfoList
          items={[
            ...addressItems(p),
            { label: t('admin.review.property.ownership'), value: ownership },
            {
              label: w('disconnectionDate'),
              value: m.disconnectionDate ? dates.calendarDate(m.disconnectionDate) : t('admin.terminations.notSet'),
            },
            { label: w('meter'), value: m.finalReading.reading },
            {
              label: t('admin.terminations.meterPhotoTaken'),
              value: m.finalReading.photoTakenAt && dates.dateTime(m.finalReading.photoTakenAt),
            },
          ]}
        />
      </Section>
      {p.isOwner === false && (
        <Section title={t('admin.terminations.ownerTitle')}>
          <InfoList
            items={[
              { label: w('ownerName'), value: p.owner.name },
              { label: w('ownerCellPhone'), value: p.owner.phone },
              { label: w('ownerEmail'), value: p.owner.email },
            ]}
          />
        </Section>
      )}
      <Section title={w('newAddress')}>
        <InfoList items={addressItems(m.newAddress)} />
      </Section>
    </div>
  );
}
