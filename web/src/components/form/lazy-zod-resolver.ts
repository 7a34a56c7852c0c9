import i18next from 'i18next';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { toast } from '../../lib/toast-store';

/**
 * A react-hook-form resolver that fetches zod and the form's shared schema when the form is first validated, so the
 * form is on screen before them (the admin login, the wizards' first steps; issue 12). Validation is the shared
 * schema's, as with zodResolver. When they cannot be fetched (the connection dropped), the form stays as typed, is not
 * sent, and a toast says so; the next try fetches them again.
 */
export function lazyZodResolver<Input extends FieldValues, Output = Input>(
  loadSchema: () => Promise<ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  return async (values, context, options) => {
    let resolve: Resolver<Input, unknown, Output>;
    try {
      const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), loadSchema()]);
      resolve = zodResolver(schema) as unknown as Resolver<Input, unknown, Output>;
    } catch {
      toast({
        variant: 'destructive',
        title: i18next.t('common.loadFailedTitle'),
        description: i18next.t('common.loadFailedText'),
      });
      // A form-level error: nothing is sent, and no field is marked wrong.
      const errors = { root: { type: 'load', message: 'common.loadFailedText' } } as FieldErrors<Input>;
      return { values: {}, errors };
    }
    return resolve(values, context, options);
  };
}
