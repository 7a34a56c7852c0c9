import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import { applicationWorkflow } from '@protea/shared/workflow/application-workflow';
import { canEdit } from '@protea/shared/workflow/workflow';
import { useTranslation } from 'react-i18next';
import { InfoList, Section } from '../../../components/admin/info-list';
import { useDateFormats } from '../../../lib/admin/use-date-formats';
import { PropertyConfirmation } from './property-confirmation';

export function PropertyTab({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const dates = useDateFormats();
  const p = application.property;
  const ownership =
    p.isOwner === null ? null : t(p.isOwner ? 'admin.review.property.owner' : 'admin.review.property.tenant');
  const confirmed = (isConfirmed: boolean) =>
    t(isConfirmed ? 'admin.review.property.confirmed' : 'admin.review.property.notConfirmed');
  return (
    <div className="grid gap-4">
      <Section title={t('admin.review.property.title')}>
        <InfoList
          items={[
            { label: t('admin.review.property.complex'), value: p.complexName },
            { label: t('admin.review.property.unit'), value: p.unitNumber },
            { label: t('admin.review.property.premise'), value: p.premise },
            { label: t('admin.review.property.street'), value: p.streetName },
            { label: t('admin.review.property.suburb'), value: p.suburb },
            { label: t('admin.review.property.province'), value: p.province },
            { label: t('admin.review.property.ownership'), value: ownership },
            {
              label: t('admin.review.property.occupationDate'),
              value: p.moveInDate && dates.calendarDate(p.moveInDate),
            },
            {
              label: t(p.isOwner ? 'admin.review.property.transferDate' : 'admin.review.property.leaseDate'),
              value: p.leaseDate && dates.calendarDate(p.leaseDate),
            },
            { label: t('admin.review.property.complexInRegister'), value: confirmed(p.complexId !== null) },
            { label: t('admin.review.property.unitInRegister'), value: confirmed(p.premiseId !== null) },
          ]}
        />
      </Section>
      {/* Once decided, the property is what was approved or rejected: the workflow (and the server) lock it. */}
      {canEdit(applicationWorkflow, 'property', application.status) && (
        <PropertyConfirmation application={application} />
      )}
    </div>
  );
}
