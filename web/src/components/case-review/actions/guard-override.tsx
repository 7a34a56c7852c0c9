import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useAdminMe } from '../../../lib/admin/get-admin-me';
import { cn } from '../../../lib/cn';
import { fieldClass } from '../../form/field-class';
import { FormField } from '../../form/form-field';
import { Button } from '../../ui/button';

/** The words of an override: the reason's label, the button, and what a reviewer is told instead. */
export interface GuardOverrideTexts {
  label: string;
  button: string;
  adminsOnly: string;
}

interface GuardOverrideProps {
  texts: GuardOverrideTexts;
  icon?: LucideIcon;
  /** Something else still stands in the way (a box not ticked, a field not valid): the button waits for it. */
  isWaiting?: boolean;
  isPending: boolean;
  onOverride: (reason: string) => void;
}

/**
 * An administrator's way past what stands against a decision (guards.ts), with a written reason recorded on the
 * timeline; a reviewer is told that only an administrator may. Shown only where every blocker may be overridden.
 */
export function GuardOverride({ texts, icon: Icon, isWaiting = false, isPending, onOverride }: GuardOverrideProps) {
  const isAdministrator = useAdminMe().data?.role === 'administrator';
  const [reason, setReason] = useState('');
  if (!isAdministrator) return <p className="text-sm text-slate-700">{texts.adminsOnly}</p>;
  return (
    <div className="grid gap-3 border-t border-slate-200 pt-3">
      <FormField label={texts.label}>
        {(a11y) => (
          <textarea
            {...a11y}
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className={cn(fieldClass, 'py-2')}
          />
        )}
      </FormField>
      <div>
        <Button
          variant="danger"
          onClick={() => onOverride(reason.trim())}
          disabled={isWaiting || isPending || reason.trim() === ''}
        >
          {Icon && <Icon aria-hidden="true" className="h-4 w-4" />}
          {texts.button}
        </Button>
      </div>
    </div>
  );
}
