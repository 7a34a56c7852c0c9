import type { StaffMember } from '@protea/shared/schemas/staff';
import type { LucideIcon } from 'lucide-react';
import { KeyRound, Mail, ShieldCheck, ShieldOff, UserCheck, UserCog, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { useDateFormats } from '../../../lib/admin/use-date-formats';
import { cn } from '../../../lib/cn';
import { type StaffAction, staffActionsFor } from './staff-actions';
import { useRoleLabel } from './staff-labels';

const BUTTONS: Record<StaffAction, { icon: LucideIcon; variant: ButtonVariant }> = {
  makeAdministrator: { icon: ShieldCheck, variant: 'secondary' },
  makeReviewer: { icon: UserCog, variant: 'secondary' },
  resetPassword: { icon: KeyRound, variant: 'secondary' },
  disableTwoFactor: { icon: ShieldOff, variant: 'secondary' },
  deactivate: { icon: UserX, variant: 'danger' },
  reactivate: { icon: UserCheck, variant: 'primary' },
};

const badge = 'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** One staff member: who, what they may do, whether they can sign in, and what an administrator can change. */
export function StaffCard({
  member,
  meId,
  busyId,
  onAction,
  onEditEmail,
}: {
  member: StaffMember;
  meId: string;
  busyId: string | null;
  onAction: (action: StaffAction, member: StaffMember) => void;
  onEditEmail: (member: StaffMember) => void;
}) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const { dateTime } = useDateFormats();
  const actions = staffActionsFor(member, meId);
  const facts = [
    { label: t('admin.staff.fields.role'), value: roleLabel(member.role) },
    {
      label: t('admin.staff.fields.status'),
      value: member.isActive ? t('admin.staff.status.active') : t('admin.staff.status.inactive'),
    },
    {
      label: t('admin.staff.fields.twoFactor'),
      value: member.twoFactorEnabled ? t('admin.staff.twoFactor.on') : t('admin.staff.twoFactor.off'),
    },
    {
      label: t('admin.staff.fields.lastSignIn'),
      value: member.lastSignInAt ? dateTime(member.lastSignInAt) : t('admin.staff.neverSignedIn'),
    },
  ];
  return (
    <li
      className={cn('grid gap-3 rounded-xl border border-slate-200 p-4', !member.isActive && 'bg-slate-50')}
      aria-labelledby={`staff-${member.id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={`staff-${member.id}`} className="wrap-anywhere text-base font-semibold text-brand-900">
            {member.displayName}
            {member.id === meId && <span className="font-normal text-slate-700"> {t('admin.staff.you')}</span>}
          </h3>
          <p className="wrap-anywhere font-mono text-sm text-slate-700">{member.username}</p>
          {member.email && (
            <p className="wrap-anywhere text-sm text-slate-700">
              <span className="sr-only">{t('admin.staff.fields.email')}: </span>
              {member.email}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-1.5">
          <span
            className={cn(
              badge,
              member.role === 'administrator'
                ? 'border-brand-100 bg-brand-50 text-brand-900'
                : 'border-slate-300 bg-white text-slate-800',
            )}
          >
            {roleLabel(member.role)}
          </span>
          {!member.isActive && (
            <span className={cn(badge, 'border-slate-400 bg-slate-200 text-slate-900')}>
              {t('admin.staff.status.inactive')}
            </span>
          )}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label} className="grid gap-0.5">
            <dt className="text-xs font-medium text-slate-600">{fact.label}</dt>
            <dd className="text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-1.5">
        {/* Anyone's email address, one's own too: it is where the digest goes, not a way to sign in. */}
        <Button
          variant="secondary"
          className="min-h-10 px-3 py-1.5 text-xs"
          disabled={busyId === member.id}
          onClick={() => onEditEmail(member)}
        >
          <Mail aria-hidden="true" className="h-4 w-4" />
          {t('admin.staff.actions.changeEmail')}
          <span className="sr-only"> {member.displayName}</span>
        </Button>
        {actions.map((action) => {
          const { icon: Icon, variant } = BUTTONS[action];
          return (
            <Button
              key={action}
              variant={variant}
              className="min-h-10 px-3 py-1.5 text-xs"
              disabled={busyId === member.id}
              onClick={() => onAction(action, member)}
            >
              <Icon aria-hidden="true" className="h-4 w-4" />
              {t(`admin.staff.actions.${action}`)}
              <span className="sr-only"> {member.displayName}</span>
            </Button>
          );
        })}
      </div>
    </li>
  );
}
