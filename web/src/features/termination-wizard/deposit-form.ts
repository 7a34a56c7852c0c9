import { terminationDraftSchema, terminationSubmissionSchema } from '@protea/shared/schemas/termination';
import type { z } from 'zod';

/** The deposit step's form is the submission's own deposit section: refund account, new address, declaration. */
export const depositFormSchema = terminationSubmissionSchema.shape.depositDeclaration;

export type DepositForm = z.input<typeof depositFormSchema>;
export type DepositValues = z.output<typeof depositFormSchema>;

const draftDeposit = terminationDraftSchema.shape.depositDeclaration.unwrap();
type DraftField = keyof typeof draftDeposit.shape;
const isDraftField = (name: string): name is DraftField => name in draftDeposit.shape;

/**
 * What a draft save may keep of the deposit step as typed: the fields that already hold on their own (the server
 * refuses the whole section for one wrong field), and the bank account number only when it may be that bank's. The
 * declaration's tick is not among them: it is given with the submission.
 */
export function savableDeposit(values: Partial<DepositForm>): Partial<DepositForm> {
  const fields = Object.entries(values).filter(
    ([name, value]) => isDraftField(name) && draftDeposit.shape[name].safeParse(value).success,
  );
  const savable: Partial<DepositForm> = Object.fromEntries(fields);
  if (!draftDeposit.safeParse(savable).success) delete savable.accountNumber;
  return savable;
}
