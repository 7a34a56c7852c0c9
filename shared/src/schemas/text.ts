import { z } from 'zod';

/** Unpaired UTF-16 surrogates cannot be stored or encoded (PostgreSQL refuses them in JSON); NUL cannot be stored in text. */
const LONE_SURROGATE = /\p{Cs}/u;

export const isStorableText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/** Every string the API accepts: refused with a field error when it holds characters no one can store. */
export const text = (error?: string) =>
  z.string(error ? { error } : undefined).refine(isStorableText, 'validation.invalidCharacters');
