import type { FileStorage } from './file-storage.js';

export interface RemovalHold {
  storage: FileStorage;
  /** From now until the returned function is called, files are removed only then (a backup is being taken). */
  hold(): () => Promise<void>;
}

/**
 * The storage, with removals that can be put off for a while: a backup copies the uploads before and after the
 * database's dump, and a file whose row the dump holds must not vanish in between. A removal put off is answered at
 * once (the caller's row is gone already); should the process stop first, the sweep removes the file later, as it
 * removes any file no row names.
 */
export function withRemovalHold(storage: FileStorage): RemovalHold {
  let holders = 0;
  const putOff: string[] = [];
  return {
    storage: {
      ...storage,
      remove: async (storedName) => {
        if (holders > 0) putOff.push(storedName);
        else await storage.remove(storedName);
      },
    },
    hold() {
      holders++;
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        holders--;
        if (holders > 0) return;
        for (const name of putOff.splice(0)) await storage.remove(name).catch(() => {});
      };
    },
  };
}
