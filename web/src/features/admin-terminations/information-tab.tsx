import type { AdminTerminationDetail } from '@protea/shared/schemas/admin-terminations';
import { useTranslation } from 'react-i18next';
import { BusinessInfo } from '../../components/case-review/business-info';
import { BankingInfo, CustomerInfo } from './customer-info';
import { RegisterCheck } from './register-check';
import { choiceLabel } from './termination-labels';
import { TerminationStatusCard } from './termination-status-card';

export function InformationTab({ termination }: { termination: AdminTerminationDetail }) {
  const { t } = useTranslation();
  const business = termination.business;
  return (
    <div className="grid gap-4">
      <TerminationStatusCard termination={termination} />
      <RegisterCheck register={termination.register} />
      <CustomerInfo termination={termination} />
      {termination.isBusiness && business && (
        <BusinessInfo
          business={{
            businessName: business.name,
            registrationNumber: business.registrationNumber,
            vatNumber: business.vatNumber,
            businessType: choiceLabel(t, 'businessTypes', business.type),
          }}
        />
      )}
      <BankingInfo banking={termination.banking} />
    </div>
  );
}
