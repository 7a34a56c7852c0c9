// How the browser and phone keyboards should treat what is typed into a field that holds a code rather than prose.

/** A reference or code written in capitals (APP-…, a premise code): nothing remembered, no spelling marks. */
export const CODE_TYPING = { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false } as const;

/** A user name or an email address: as a code, but typed as it is, without a capital first letter. */
export const LOGIN_NAME_TYPING = { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false } as const;

/** The six digits of an authenticator app, which may be typed with a space in the middle (123 456). */
export const AUTHENTICATOR_CODE_TYPING = { autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 7 } as const;
