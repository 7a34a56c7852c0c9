import type { AdminTerminationDetail } from '@protea/shared/schemas/admin-terminations';
import { useTranslation } from 'react-i18next';
import { InfoList, Section } from '../../components/admin/info-list';
import { useDateFormats } from '../../lib/admin/use-date-formats';
import { choiceLabel } from './termination-labels';

/** The customer, or for a business its representative, with the reference person and the evidence of signing. */
export function CustomerInfo({ termination: m }: { termination: AdminTerminationDetail }) {
  const { t } = useTranslation();
  const dates = useDateFormats();
  const p = m.person;
  const ref = m.referencePerson;
  const a = (key: string) => t(`admin.review.applicant.${key}`);
  return (
    <Section title={t(m.isBusiness ? 'admin.terminations.info.representative' : 'admin.review.applicant.personal')}>
      <InfoList
        items={[
          { label: a('title'), value: choiceLabel(t, 'titles', p.title) },
          { label: t('admin.terminations.info.fullName'), value: p.fullName },
          { label: a('idNumber'), value: p.idNumber },
          { label: a('email'), value: p.email },
          {
            label: a('phone'),
            value: p.phone && `${p.phone} (${p.verified ? a('verified') : a('notVerified')})`,
          },
          { label: a('language'), value: t(`common.languages.${m.language}`, m.language) },
          { label: t('admin.terminations.info.refName'), value: ref.name },
          { label: t('admin.terminations.info.refRelation'), value: ref.relation },
          { label: t('admin.terminations.info.refPhone'), value: ref.phone },
          { label: t('admin.terminations.info.refAddress'), value: ref.address },
          {
            label: a('consent'),
            value:
              m.consent.at &&
              t('admin.review.applicant.consentGiven', {
                at: dates.dateTime(m.consent.at),
                version: m.consent.termsVersion ?? '',
              }),
          },
          {
            label: a('signature'),
            value: m.signature.type === 'drawn' ? t('admin.terminations.info.drawn') : m.signature.text,
          },
          { label: a('signedAt'), value: m.signature.signedAt && dates.dateTime(m.signature.signedAt) },
        ]}
      />
    </Section>
  );
}

/** Where the deposit is refunded (spec 3 'Banking details'). */
export function BankingInfo({ banking: b }: { banking: AdminTerminationDetail['banking'] }) {
  const { t } = useTranslation();
  const w = (key: string) => t(`pdf.termination.${key}`);
  return (
    <Section title={w('refund')}>
      <InfoList
        items={[
          { label: w('bank'), value: b.bankName },
          { label: w('branch'), value: b.branch },
          { label: w('bankAccountNumber'), value: b.accountNumber },
          { label: w('accountType'), value: choiceLabel(t, 'accountTypes', b.accountType) },
          { label: w('accountHolder'), value: b.accountHolder },
          { label: w('branchCode'), value: b.branchCode },
        ]}
      />
    </Section>
  );
}
