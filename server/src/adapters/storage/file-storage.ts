import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const STORED_NAME = /^[a-f0-9]{32}\.[a-z]{3,4}$/;

/** A file written under a temporary name; it takes its real name only once its database row has committed. */
export interface StagedFile {
  storedName: string;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

/** Where uploaded documents are kept: the local disk (below) or an S3-compatible bucket (s3-storage.ts). */
export interface FileStorage {
  isStoredName(name: string): boolean;
  /** Writes the file under a new random name; `commit` once its row has committed, `discard` if it did not. */
  stage(content: Uint8Array, extension: string): Promise<StagedFile>;
  /** The file's bytes; an error with code ENOENT when there is none. */
  read(storedName: string): Promise<Buffer>;
  /** A file already gone is no error: the retention job, a discard and the sweep may each remove the same file. */
  remove(storedName: string): Promise<void>;
  /** Tidies what a crash left behind; see each driver. */
  sweep(known: (storedNames: string[]) => Promise<Set<string>>, olderThanMs: number): Promise<SweepResult>;
}

export interface SweepResult {
  /** Staged files moved into place. */
  completed: number;
  removed: number;
  /** Files that could not be tidied (the next pass tries them again), and the first one's error. */
  failed: number;
  error?: unknown;
}

/** A file another remover (the retention job, another process's sweep) or its upload's own commit took first. */
const isGone = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Uploaded files under DATA_DIR/uploads with random names. Only names this storage made are
 * accepted back, so a user's input never becomes a path. A file is written to DATA_DIR/uploads-staging and
 * renamed into place after its row commits, so a crash leaves no half-written file under a real name;
 * `sweep` tidies what a crash left behind.
 */
export function createFileStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'uploads');
  // Beside the uploads, on the same disk: a rename moves a file into place in one step.
  const staging = path.join(dataDir, 'uploads-staging');
  const pathOf = (storedName: string, folder = root) => {
    if (!STORED_NAME.test(storedName)) throw new Error('invalid stored file name');
    return path.join(folder, storedName);
  };

  return {
    isStoredName: (name: string) => STORED_NAME.test(name),

    async stage(content: Uint8Array, extension: string): Promise<StagedFile> {
      await Promise.all([mkdir(staging, { recursive: true }), mkdir(root, { recursive: true })]);
      const storedName = `${randomBytes(16).toString('hex')}.${extension}`;
      await writeFile(pathOf(storedName, staging), content, { flag: 'wx' });
      return {
        storedName,
        commit: () => rename(pathOf(storedName, staging), pathOf(storedName)),
        discard: () => rm(pathOf(storedName, staging), { force: true }),
      };
    },

    read: (storedName: string) => readFile(pathOf(storedName)),

    async remove(storedName: string): Promise<void> {
      await rm(pathOf(storedName), { force: true });
    },

    /**
     * After a crash: a staged file whose row committed is moved into place, any other staged file is
     * deleted, and a file no row names is deleted. Only files older than `olderThanMs`, so another
     * process's upload in flight is left alone. `known` answers for a batch of names at a time. A file gone meanwhile
     * is passed over, and one that cannot be tidied is counted in `failed`: neither ends the pass.
     */
    async sweep(known: (storedNames: string[]) => Promise<Set<string>>, olderThanMs: number) {
      const result: SweepResult = { completed: 0, removed: 0, failed: 0 };
      for (const [folder, isStaging] of [
        [staging, true],
        [root, false],
      ] as const) {
        const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => STORED_NAME.test(name));
        for (let start = 0; start < names.length; start += 500) {
          const batch = names.slice(start, start + 500);
          const named = await known(batch);
          for (const name of batch) {
            // A file in place that a row names is kept without a look at it.
            if (!isStaging && named.has(name)) continue;
            const file = path.join(folder, name);
            try {
              if (Date.now() - (await stat(file)).mtimeMs <= olderThanMs) continue;
              if (isStaging && named.has(name)) {
                await rename(file, pathOf(name));
                result.completed++;
              } else {
                await unlink(file);
                result.removed++;
              }
            } catch (error) {
              if (isGone(error)) continue;
              result.failed++;
              result.error ??= error;
            }
          }
        }
      }
      return result;
    },
  };
}
