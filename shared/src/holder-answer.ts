/**
 * Whether the account's holder answered for a termination somebody asked for (issue 39, PRODUCT.md 'The holder
 * answers for their account'): `not_needed` when the requester is the holder on file (same ID number and cell number)
 * or the account is not in the register (no holder to ask); `awaiting` until the holder answers on the Track page;
 * then `confirmed` or `denied`.
 */
export const HOLDER_ANSWERS = ['not_needed', 'awaiting', 'confirmed', 'denied'] as const;
export type HolderAnswer = (typeof HOLDER_ANSWERS)[number];

/** Staff may decide the termination: the holder confirmed, or nobody needed to. */
export const isHolderSettled = (answer: HolderAnswer) => answer === 'not_needed' || answer === 'confirmed';

/** What staff see of it: whether the requester is the holder on file, and the holder's answer. */
export interface HolderCheck {
  matches: boolean;
  answer: HolderAnswer;
}

/**
 * Who a customer's session speaks for: the person who made the request (`requester`), or the account's holder, known
 * by a code sent to the number on file, who may only read the request's status and answer for it (`holder`).
 */
export const CUSTOMER_SESSION_ROLES = ['requester', 'holder'] as const;
export type CustomerSessionRole = (typeof CUSTOMER_SESSION_ROLES)[number];
