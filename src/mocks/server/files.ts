/**
 * The bytes of the images uploaded to the fake backend, kept by image id beside its JSON state: in
 * memory, and in a directory when one is given (the local stack's data directory), so an uploaded
 * image still shows after a restart. Apart from the state because an image may be 2 MB (NS-56) and
 * the state is written out after every change.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface FileStore {
  put(key: string, bytes: Uint8Array): void;
  get(key: string): Uint8Array | undefined;
}

export function createFileStore(directory?: string): FileStore {
  const kept = new Map<string, Uint8Array>();
  const pathOf = (key: string) => (directory ? join(directory, encodeURIComponent(key)) : undefined);
  return {
    put(key, bytes) {
      kept.set(key, bytes);
      if (!directory) return;
      mkdirSync(directory, { recursive: true });
      writeFileSync(join(directory, encodeURIComponent(key)), bytes);
    },
    get(key) {
      const path = pathOf(key);
      if (kept.has(key) || !path || !existsSync(path)) return kept.get(key);
      const bytes = new Uint8Array(readFileSync(path));
      kept.set(key, bytes);
      return bytes;
    },
  };
}
