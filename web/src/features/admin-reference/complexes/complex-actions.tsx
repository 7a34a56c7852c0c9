import type { ComplexRecord } from '@protea/shared/schemas/reference-data';
import { Building2, Pencil, Power, PowerOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

const rowButton = 'min-h-10 px-3 py-1.5 text-xs';

/**
 * What can be done with one complex: everyone opens its units; administrators edit it and deactivate or reactivate
 * it. Each button names the complex for screen readers, where a list of "Edit" buttons says nothing.
 */
export function ComplexActions({
  complex,
  canChange,
  onUnits,
  onEdit,
  onToggleActive,
}: {
  complex: ComplexRecord;
  canChange: boolean;
  onUnits: (complex: ComplexRecord) => void;
  onEdit: (complex: ComplexRecord) => void;
  onToggleActive: (complex: ComplexRecord) => void;
}) {
  const { t } = useTranslation();
  const name = <span className="sr-only"> {complex.name}</span>;
  const ActiveIcon = complex.isActive ? PowerOff : Power;
  return (
    <>
      <Button variant="secondary" className={rowButton} onClick={() => onUnits(complex)}>
        <Building2 aria-hidden="true" className="h-4 w-4" />
        {t('admin.reference.complexes.actions.units')}
        {name}
      </Button>
      {canChange && (
        <>
          <Button variant="secondary" className={rowButton} onClick={() => onEdit(complex)}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {t('admin.reference.complexes.actions.edit')}
            {name}
          </Button>
          <Button
            variant={complex.isActive ? 'secondary' : 'primary'}
            className={rowButton}
            onClick={() => onToggleActive(complex)}
          >
            <ActiveIcon aria-hidden="true" className="h-4 w-4" />
            {t(`admin.reference.complexes.actions.${complex.isActive ? 'deactivate' : 'reactivate'}`)}
            {name}
          </Button>
        </>
      )}
    </>
  );
}
