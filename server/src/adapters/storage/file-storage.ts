import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const STORED_NAME = /^[a-f0-9]{32}\.[a-z]{3,4}$/;

/**
 * Uploaded files under DATA_DIR/uploads with random names. Only names this storage made are
 * accepted back, so a user's input never becomes a path.
 */
export function createFileStorage(dataDir: string) {
  const root = path.join(dataDir, 'uploads');
  const pathOf = (storedName: string) => {
    if (!STORED_NAME.test(storedName)) throw new Error('invalid stored file name');
    return path.join(root, storedName);
  };
  return {
    isStoredName: (name: string) => STORED_NAME.test(name),
    async save(content: Uint8Array, extension: string): Promise<string> {
      await mkdir(root, { recursive: true });
      const storedName = `${randomBytes(16).toString('hex')}.${extension}`;
      await writeFile(pathOf(storedName), content, { flag: 'wx' });
      return storedName;
    },
    read: (storedName: string) => readFile(pathOf(storedName)),
    async remove(storedName: string): Promise<void> {
      await rm(pathOf(storedName), { force: true });
    },
  };
}

export type FileStorage = ReturnType<typeof createFileStorage>;
