import { setAutoFreeze } from 'immer';

// Recharts keeps what its chart elements declare in a Redux store, and immer (under Redux Toolkit) freezes what the
// store holds. Under Preact (ADR 021) that can include element objects Preact marks while it renders: frozen, they
// throw ("Cannot assign to read only property '__'"). The store's state is replaced, never mutated, either way.
setAutoFreeze(false);
