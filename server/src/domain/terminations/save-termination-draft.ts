import {
  personalSchemaOf,
  type TerminationWizardKind,
  type terminationDraftSchema,
} from '@protea/shared/schemas/termination';
import { terminationWorkflow } from '@protea/shared/workflow/termination-workflow';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import {
  insertTermination,
  type TerminationChanges,
  type TerminationRow,
  updateTermination,
} from '../../db/repositories/termination-repository.js';
import { AppError } from '../app-error.js';
import { changeLockedCase } from '../cases/change-locked-case.js';
import { createCase } from '../cases/create-case.js';
import { type CaseDeps, inTransaction } from '../cases/in-transaction.js';
import { assertCustomerEditable, isEditableByCustomer } from './termination-access.js';
import { depositColumns, formTypeOf, kindOfWizard, personalColumns, propertyColumns } from './termination-fields.js';

type DraftInput = z.output<typeof terminationDraftSchema>;

/** Step one checked whole against the kind's rules; its errors keep their place in the body (`personalDetails.idNumber`). */
export function parsePersonalDetails(kind: TerminationWizardKind, value: unknown) {
  return z.object({ personalDetails: personalSchemaOf(kind) }).parse({ personalDetails: value }).personalDetails;
}

function columnsOf(input: DraftInput): TerminationChanges {
  return {
    ...(input.personalDetails !== undefined
      ? personalColumns(parsePersonalDetails(input.kind, input.personalDetails))
      : {}),
    ...(input.propertyInfo ? propertyColumns(input.propertyInfo) : {}),
    ...(input.depositDeclaration ? depositColumns(input.depositDeclaration) : {}),
  };
}

/** A new cell number is not the one verified: it must be verified again. */
export const verificationAfter = (current: Pick<TerminationRow, 'cellPhone'>, columns: TerminationChanges) =>
  columns.cellPhone !== undefined && columns.cellPhone !== current.cellPhone ? { cellConfirmedAt: null } : {};

async function createDraft(deps: CaseDeps, input: DraftInput, columns: TerminationChanges, language: string) {
  if (input.consent !== true) {
    throw new AppError('validation_failed', { fields: { consent: ['validation.consentRequired'] } });
  }
  return inTransaction(deps, (tx) =>
    createCase(tx, 'TM', (reference) =>
      insertTermination(tx, {
        ...columns,
        kind: kindOfWizard(input.kind),
        reference,
        status: terminationWorkflow.initial,
        formType: formTypeOf(input.kind),
        language: input.language ?? language,
      }),
    ),
  );
}

/**
 * Saves the wizard's sections on the session's draft, or starts a new draft (with the customer's
 * consent) when the session has none of this kind that is still theirs to change. Every section
 * given is checked before anything is written.
 */
export async function saveTerminationDraft(
  deps: CaseDeps,
  current: TerminationRow | undefined,
  input: DraftInput,
  language: string,
): Promise<{ termination: TerminationRow; created: boolean }> {
  const columns = columnsOf(input);
  const sameKind = current?.kind === kindOfWizard(input.kind);
  if (current && sameKind && (isEditableByCustomer(current.status) || input.consent !== true)) {
    const termination = await changeLockedCase(deps, current.id, async (tx: Database, locked) => {
      assertCustomerEditable(locked);
      const lockedTermination = { ...current, ...locked };
      return (await updateTermination(tx, locked.id, {
        ...columns,
        ...verificationAfter(lockedTermination, columns),
      }))!;
    });
    return { termination, created: false };
  }
  return { termination: await createDraft(deps, input, columns, language), created: true };
}
