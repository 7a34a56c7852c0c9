import { terminationSubmissionSchema } from '@protea/shared/schemas/termination';
import type { z } from 'zod';

/** The deposit step's form is the submission's own deposit section: refund account, new address, declaration. */
export const depositFormSchema = terminationSubmissionSchema.shape.depositDeclaration;

export type DepositForm = z.input<typeof depositFormSchema>;
export type DepositValues = z.output<typeof depositFormSchema>;
