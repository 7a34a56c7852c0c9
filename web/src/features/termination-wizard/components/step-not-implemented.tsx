import { useTranslation } from 'react-i18next';
import { StepHeading } from '../../../components/wizard/step-heading';

/** A step the wizard does not know (spec 1 section 2). */
export function StepNotImplemented() {
  const { t } = useTranslation();
  return <StepHeading intro={t('termination.unknownStep.text')}>{t('termination.unknownStep.title')}</StepHeading>;
}
