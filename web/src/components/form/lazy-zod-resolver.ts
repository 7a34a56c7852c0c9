import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver that fetches zod and the form's shared schema when the form is first validated, so the
 * form is on screen before them (the admin login; issue 12). Validation is the shared schema's, as with zodResolver.
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<ZodType<T, T>>): Resolver<T> {
  return async (values, context, options) => {
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), loadSchema()]);
    const resolve = zodResolver(schema) as unknown as Resolver<T>;
    return resolve(values, context, options);
  };
}
