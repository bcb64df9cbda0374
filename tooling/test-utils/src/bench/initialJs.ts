/**
 * The initial JS of a Vite build (the approach of apps/account-portal/bench): the entry chunk and
 * every chunk it imports statically, gzip-compressed, read from Vite's manifest. Chunks reached
 * only through dynamic imports load later and are listed apart.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; imports?: string[]; isEntry?: boolean };

/** What {@link initialJs} measured. */
export interface InitialJs {
  /** gzip bytes of the entry and its static imports. */
  bytes: number;
  chunks: number;
  /** JS chunks loaded on demand: file and gzip bytes. */
  later: { file: string; bytes: number }[];
}

/** Measures `dist/` of a build made with `vite build --manifest` in `root`. */
export function initialJs(root: string): InitialJs {
  const dist = join(root, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
  const initial = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(key)) return;
    initial.add(key);
    chunk.imports?.forEach(visit);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error(`no entry chunk in ${dist}`);
  visit(entry);
  return {
    bytes: [...initial].reduce((sum, key) => sum + gz(manifest[key]!.file), 0),
    chunks: initial.size,
    later: Object.keys(manifest)
      .filter((key) => !initial.has(key) && manifest[key]!.file.endsWith('.js'))
      .map((key) => ({ file: manifest[key]!.file, bytes: gz(manifest[key]!.file) })),
  };
}

/** Bytes as KB with one decimal. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
