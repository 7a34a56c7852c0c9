import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver that fetches zod and the form's shared schema when the form is first validated, so the
 * form is on screen before them (the admin login, the wizard's first step; issue 12). Validation is the shared
 * schema's, as with zodResolver.
 */
export function lazyZodResolver<Input extends FieldValues, Output = Input>(
  loadSchema: () => Promise<ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  return async (values, context, options) => {
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), loadSchema()]);
    const resolve = zodResolver(schema) as unknown as Resolver<Input, unknown, Output>;
    return resolve(values, context, options);
  };
}
