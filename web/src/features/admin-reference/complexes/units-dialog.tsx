import type { ComplexRecord, UnitRecord } from '@protea/shared/schemas/reference-data';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useComplexUnits } from '../api/complexes';
import { ReadOnlyNotice } from '../components/read-only-notice';
import { ResponsiveTable } from '../components/responsive-table';
import { UnitForm } from './unit-form';

/** A complex's units with their premise codes; administrators add units and change them here. */
export function UnitsDialog({
  complex,
  canChange,
  onClose,
  fallbackFocus,
}: {
  complex: ComplexRecord;
  canChange: boolean;
  onClose: () => void;
  fallbackFocus: () => HTMLElement | null | undefined;
}) {
  const { t } = useTranslation();
  const units = useComplexUnits(complex.id);
  const [editing, setEditing] = useState<UnitRecord | null>(null);
  // Once an edit ends, the add form that takes its place has the focus the edit form had.
  const [hasEdited, setEdited] = useState(false);
  const shown = units.data?.complex ?? complex;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.reference.units.title', { name: shown.name })}
      description={t('admin.reference.units.intro', {
        code: shown.code,
        address: `${shown.streetAddress}, ${shown.suburb}, ${shown.city}`,
      })}
      closeLabel={t('common.close')}
      className="max-w-3xl"
      fallbackFocus={fallbackFocus}
    >
      <div className="mt-4 grid gap-4">
        {canChange ? (
          <UnitForm
            key={editing?.id ?? 'new'}
            complexId={complex.id}
            unit={editing}
            focusOnOpen={editing !== null || hasEdited}
            onDone={() => {
              setEdited(editing !== null);
              setEditing(null);
            }}
          />
        ) : (
          <ReadOnlyNotice />
        )}
        {units.isPending ? (
          <Spinner label={t('admin.reference.units.loading')} />
        ) : units.isError ? (
          <p role="alert" className="text-red-700">
            {t('admin.reference.list.loadFailed')}
          </p>
        ) : units.data.units.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-slate-700">
            {t('admin.reference.units.empty')}
          </p>
        ) : (
          <ResponsiveTable
            caption={t('admin.reference.units.caption', { name: shown.name, count: units.data.units.length })}
            headingLevel={3}
            title={{
              id: 'unit',
              label: t('admin.reference.fields.unitNumber'),
              render: (unit) => unit.unitNumber,
              renderCard: (unit) => t('admin.reference.units.unitTitle', { unit: unit.unitNumber }),
            }}
            columns={[
              {
                id: 'premise',
                label: t('admin.reference.fields.premiseCode'),
                render: (unit) => <span className="font-mono">{unit.premiseCode}</span>,
              },
              { id: 'address', label: t('admin.reference.fields.address'), render: (unit) => unit.address },
            ]}
            rows={units.data.units}
            rowKey={(unit) => String(unit.id)}
            actions={
              canChange
                ? {
                    label: t('admin.reference.actions'),
                    render: (unit) => (
                      <Button
                        variant="secondary"
                        className="min-h-10 px-3 py-1.5 text-xs"
                        onClick={() => setEditing(unit)}
                      >
                        <Pencil aria-hidden="true" className="h-4 w-4" />
                        {t('admin.reference.units.edit')}
                        <span className="sr-only">
                          {' '}
                          {t('admin.reference.units.unitLabel', { unit: unit.unitNumber })}
                        </span>
                      </Button>
                    ),
                  }
                : undefined
            }
          />
        )}
      </div>
    </Dialog>
  );
}
