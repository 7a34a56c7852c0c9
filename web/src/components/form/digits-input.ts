/** An input for a number that is not an amount (account, branch code): the phone's digit keypad, no autofill. */
export const DIGITS_INPUT = { inputMode: 'numeric', autoComplete: 'off' } as const;
