import { formatRand } from '@protea/shared/money';
import type { AccountRecord } from '@protea/shared/schemas/reference-data';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/data-list/filter-select';
import { SearchBox } from '../../../components/data-list/search-box';
import { useDateFormats } from '../../../lib/admin/use-date-formats';
import { type AccountStatus, useAccountPage } from '../api/accounts';
import { RegisterList } from '../components/register-list';
import { ResponsiveTable } from '../components/responsive-table';
import { StateBadge } from '../components/state-badge';
import { useReferenceList } from '../components/use-reference-list';

const STATUSES: readonly AccountStatus[] = ['all', 'open', 'closed'];

/** Where an account's premise is: the complex and unit, with its premise code; none for an account without one. */
function Premise({ account }: { account: AccountRecord }) {
  const { t } = useTranslation();
  if (!account.complexName) return <span className="text-slate-600">{t('admin.reference.accounts.noPremise')}</span>;
  return (
    <>
      <span className="block">
        {t('admin.reference.accounts.unitOf', { unit: account.unitNumber, complex: account.complexName })}
      </span>
      {account.premiseCode && <span className="block font-mono text-xs text-slate-600">{account.premiseCode}</span>}
    </>
  );
}

/** The request that opened or closed an account through the portal, by its reference; nothing for the billing system's own. */
function CaseReference({ of }: { of: AccountRecord['openedBy'] }) {
  const { t } = useTranslation();
  if (!of) return null;
  return (
    <span className="block text-xs whitespace-nowrap text-slate-600">
      {t('admin.reference.accounts.byRequest', { reference: of.reference })}
    </span>
  );
}

/** The accounts register: searched by account number, holder or ID number, open and closed. Read here, loaded by import. */
export function AccountsSection() {
  const { t } = useTranslation();
  const { calendarDate } = useDateFormats();
  const list = useReferenceList<AccountStatus>('all');
  const page = useAccountPage(list.query);
  const titleId = useId();

  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <div className="grid gap-1">
        <h3 id={titleId} className="text-base font-semibold text-slate-900">
          {t('admin.reference.accounts.title')}
        </h3>
        <p className="text-sm text-slate-700">{t('admin.reference.accounts.intro')}</p>
      </div>
      <search className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <SearchBox
          value={list.query.search}
          onChange={list.setSearch}
          label={t('admin.reference.accounts.searchLabel')}
          placeholder={t('admin.reference.accounts.searchPlaceholder')}
        />
        <FilterSelect
          label={t('admin.reference.list.show')}
          value={list.query.status}
          options={STATUSES.map((value) => ({ value, label: t(`admin.reference.accounts.filter.${value}`) }))}
          onChange={list.setStatus}
        />
      </search>
      <RegisterList
        query={page}
        page={list.query.page}
        onPage={list.setPage}
        loadingText={t('admin.reference.accounts.loading')}
        emptyText={t('admin.reference.accounts.empty')}
      >
        {(rows, isUpdating) => (
          <ResponsiveTable
            caption={t('admin.reference.accounts.caption')}
            isUpdating={isUpdating}
            minTableWidth="min-w-[60rem]"
            title={{
              id: 'number',
              label: t('admin.reference.fields.accountNumber'),
              render: (account) => <span className="font-mono">{account.accountNumber}</span>,
            }}
            columns={[
              {
                id: 'holder',
                label: t('admin.reference.fields.holder'),
                render: (account) => (
                  <>
                    <span className="block">{account.holderName}</span>
                    <span className="block text-xs text-slate-600">{account.holderIdNumber}</span>
                  </>
                ),
              },
              {
                id: 'premise',
                label: t('admin.reference.fields.premise'),
                render: (account) => <Premise account={account} />,
              },
              {
                id: 'deposit',
                label: t('admin.reference.fields.depositHeld'),
                isNumeric: true,
                render: (account) => (
                  <span className="whitespace-nowrap">{formatRand(Math.round(account.depositHeld * 100))}</span>
                ),
              },
              {
                id: 'opened',
                label: t('admin.reference.fields.opened'),
                render: (account) => (
                  <>
                    <span className="block whitespace-nowrap">{calendarDate(account.openedOn)}</span>
                    <CaseReference of={account.openedBy} />
                  </>
                ),
              },
              {
                id: 'closed',
                label: t('admin.reference.fields.closed'),
                render: (account) =>
                  account.closedOn ? (
                    <>
                      <span className="block whitespace-nowrap">{calendarDate(account.closedOn)}</span>
                      <CaseReference of={account.closedBy} />
                    </>
                  ) : (
                    <StateBadge isCurrent label={t('admin.reference.accounts.status.open')} />
                  ),
              },
            ]}
            rows={rows}
            rowKey={(account) => String(account.id)}
          />
        )}
      </RegisterList>
    </section>
  );
}
