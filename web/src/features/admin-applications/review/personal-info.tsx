import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import { useTranslation } from 'react-i18next';
import { InfoList, Section } from '../../../components/admin/info-list';
import { useDateFormats } from '../../../lib/admin/use-date-formats';
import { documentUrl } from '../../../lib/document-url';

export function PersonalInfo({ application: a }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const dates = useDateFormats();
  const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');
  const signature =
    a.signature.type === 'drawn' && a.signature.fileName ? (
      <img
        src={documentUrl(a.signature.fileName)}
        alt={t('admin.review.applicant.drawnSignature', { name: a.fullName })}
        className="max-h-20 rounded border border-slate-200 bg-white"
      />
    ) : (
      a.signature.text
    );
  return (
    <Section title={t('admin.review.applicant.personal')}>
      <InfoList
        items={[
          { label: t('admin.review.applicant.title'), value: a.title },
          { label: t('admin.review.applicant.initials'), value: a.initials },
          { label: t('admin.review.applicant.firstName'), value: a.firstName },
          { label: t('admin.review.applicant.surname'), value: a.surname },
          { label: t('admin.review.applicant.idNumber'), value: a.idNumber },
          {
            label: t('admin.review.applicant.phone'),
            value: a.phone && (
              <>
                {a.phone}{' '}
                <span className="text-sm text-slate-700">
                  ({a.verified ? t('admin.review.applicant.verified') : t('admin.review.applicant.notVerified')})
                </span>
              </>
            ),
          },
          { label: t('admin.review.applicant.email'), value: a.email },
          { label: t('admin.review.applicant.language'), value: t(`common.languages.${a.language}`, a.language) },
          {
            label: t('admin.review.applicant.postalAddress'),
            value: joined(a.postalAddress.line1, a.postalAddress.postalCode),
          },
          {
            label: t('admin.review.applicant.referencePerson'),
            value: joined(a.reference.name, a.reference.relation, a.reference.phone, a.reference.address),
          },
          {
            label: t('admin.review.applicant.consent'),
            value:
              a.consent.at &&
              t('admin.review.applicant.consentGiven', {
                at: dates.dateTime(a.consent.at),
                version: a.consent.termsVersion ?? '',
              }),
          },
          { label: t('admin.review.applicant.signature'), value: signature },
          {
            label: t('admin.review.applicant.signedAt'),
            value: a.signature.signedAt && dates.dateTime(a.signature.signedAt),
          },
        ]}
      />
    </Section>
  );
}
