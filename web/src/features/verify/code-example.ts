/** How a code looks, in the page's hints. */
export const CODE_EXAMPLE = 'K7QM-2XPA-9HWD';
