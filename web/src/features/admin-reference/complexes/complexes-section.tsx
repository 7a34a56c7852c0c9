import type { ComplexRecord } from '@protea/shared/schemas/reference-data';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/data-list/filter-select';
import { SearchBox } from '../../../components/data-list/search-box';
import { Button } from '../../../components/ui/button';
import { errorText, toastError, toastSuccess } from '../../../lib/admin/admin-toast';
import { settle } from '../../../lib/admin/settle';
import { type ComplexStatus, useChangeComplex, useComplexPage } from '../api/complexes';
import { RegisterList } from '../components/register-list';
import { ResponsiveTable } from '../components/responsive-table';
import { StateBadge } from '../components/state-badge';
import { useReferenceList } from '../components/use-reference-list';
import { ComplexActions } from './complex-actions';
import { ComplexDialog } from './complex-dialog';
import { ConfirmActiveDialog } from './confirm-active-dialog';
import { UnitsDialog } from './units-dialog';

const STATUSES: readonly ComplexStatus[] = ['all', 'active', 'inactive'];

/** The premises register: complexes with their units; administrators add, edit, deactivate and reactivate them. */
export function ComplexesSection({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const list = useReferenceList<ComplexStatus>('all');
  const page = useComplexPage(list.query);
  const changeComplex = useChangeComplex();
  const [editing, setEditing] = useState<ComplexRecord | 'new' | null>(null);
  const [confirming, setConfirming] = useState<ComplexRecord | null>(null);
  const [unitsOf, setUnitsOf] = useState<ComplexRecord | null>(null);
  const addId = useId();
  const focusAdd = () => document.getElementById(addId);

  const toggleActive = (complex: ComplexRecord) =>
    settle(changeComplex.mutateAsync({ id: complex.id, input: { isActive: !complex.isActive } }), {
      onSuccess: (saved) => {
        setConfirming(null);
        toastSuccess(
          t(saved.isActive ? 'admin.reference.complexes.reactivated' : 'admin.reference.complexes.deactivated', {
            name: saved.name,
          }),
        );
      },
      onError: (error) => {
        setConfirming(null);
        toastError(t('admin.actionFailedTitle'), errorText(error, t('admin.actionFailedText')));
      },
    });

  return (
    <section aria-labelledby={`${addId}-title`} className="grid gap-4">
      <div className="grid gap-1">
        <h3 id={`${addId}-title`} className="text-base font-semibold text-slate-900">
          {t('admin.reference.complexes.title')}
        </h3>
        <p className="text-sm text-slate-700">{t('admin.reference.complexes.intro')}</p>
      </div>
      <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end">
        <search className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
          <SearchBox
            value={list.query.search}
            onChange={list.setSearch}
            label={t('admin.reference.complexes.searchLabel')}
            placeholder={t('admin.reference.complexes.searchPlaceholder')}
          />
          <FilterSelect
            label={t('admin.reference.list.show')}
            value={list.query.status}
            options={STATUSES.map((value) => ({ value, label: t(`admin.reference.complexes.filter.${value}`) }))}
            onChange={list.setStatus}
          />
        </search>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Button
            id={addId}
            onClick={() => setEditing('new')}
            disabled={!canChange}
            aria-describedby={canChange ? undefined : `${addId}-why`}
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('admin.reference.complexes.add.open')}
          </Button>
          {!canChange && (
            <p id={`${addId}-why`} className="text-sm text-slate-700">
              {t('admin.reference.complexes.add.adminsOnly')}
            </p>
          )}
        </div>
      </div>
      <RegisterList
        query={page}
        page={list.query.page}
        onPage={list.setPage}
        loadingText={t('admin.reference.complexes.loading')}
        emptyText={t('admin.reference.complexes.empty')}
      >
        {(rows, isUpdating) => (
          <ResponsiveTable
            caption={t('admin.reference.complexes.caption')}
            isUpdating={isUpdating}
            title={{ id: 'name', label: t('admin.reference.fields.name'), render: (complex) => complex.name }}
            columns={[
              { id: 'suburb', label: t('admin.reference.fields.suburb'), render: (complex) => complex.suburb },
              { id: 'city', label: t('admin.reference.fields.city'), render: (complex) => complex.city },
              {
                id: 'units',
                label: t('admin.reference.fields.units'),
                isNumeric: true,
                render: (complex) => complex.unitCount,
              },
              {
                id: 'status',
                label: t('admin.reference.fields.status'),
                render: (complex) => (
                  <StateBadge
                    isCurrent={complex.isActive}
                    label={t(`admin.reference.complexes.status.${complex.isActive ? 'active' : 'inactive'}`)}
                  />
                ),
              },
              {
                id: 'code',
                label: t('admin.reference.fields.code'),
                render: (complex) => <span className="font-mono">{complex.code}</span>,
              },
            ]}
            rows={rows}
            rowKey={(complex) => String(complex.id)}
            actions={{
              label: t('admin.reference.actions'),
              render: (complex) => (
                <ComplexActions
                  complex={complex}
                  canChange={canChange}
                  onUnits={setUnitsOf}
                  onEdit={setEditing}
                  onToggleActive={setConfirming}
                />
              ),
            }}
          />
        )}
      </RegisterList>
      {editing && (
        <ComplexDialog
          complex={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            const isNew = editing === 'new';
            setEditing(null);
            toastSuccess(
              t(isNew ? 'admin.reference.complexes.added' : 'admin.reference.complexes.changed', {
                name: saved.name,
                code: saved.code,
              }),
            );
            // A new complex has no units yet, and customers cannot choose it without them: its units come next.
            if (isNew) setUnitsOf(saved);
          }}
        />
      )}
      {confirming && (
        <ConfirmActiveDialog
          complex={confirming}
          isBusy={changeComplex.isPending}
          onConfirm={() => void toggleActive(confirming)}
          onCancel={() => setConfirming(null)}
          fallbackFocus={focusAdd}
        />
      )}
      {unitsOf && (
        <UnitsDialog
          complex={unitsOf}
          canChange={canChange}
          onClose={() => setUnitsOf(null)}
          fallbackFocus={focusAdd}
        />
      )}
    </section>
  );
}
