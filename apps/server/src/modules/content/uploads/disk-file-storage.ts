import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { storedFileName, type TFileStorage } from './file-storage.ts';

/** Uploaded files in one folder (DATA_DIR/uploads); served by the server at /uploads/<name>. */
export function createDiskFileStorage(folder: string): TFileStorage {
  const pathOf = (name: string) => {
    if (!storedFileName.test(name)) throw new Error(`not a stored file name: ${name}`);
    return join(folder, name);
  };
  return {
    async save(name, bytes) {
      await mkdir(folder, { recursive: true });
      // Written beside and renamed, so a reader never sees half a file.
      const partial = `${pathOf(name)}.${process.pid}.part`;
      await writeFile(partial, bytes);
      await rename(partial, pathOf(name));
    },
    async read(name) {
      if (!storedFileName.test(name)) return null;
      try {
        return await readFile(pathOf(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    publicUrl: (name) => `/uploads/${name}`,
  };
}
