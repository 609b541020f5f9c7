// Gzipped size of the console bundle: what the first route loads (the entry script and the
// chunks index.html preloads) and each lazily loaded chunk (page modules, screens).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

function sizeOf(distDir: string, file: string): ChunkSize {
  const content = readFileSync(join(distDir, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

export function measureBundle(distDir: string): { firstRoute: ChunkSize[]; lazyChunks: ChunkSize[] } {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) throw new Error(`${indexHtml} is missing: run npm run build first`);
  const html = readFileSync(indexHtml, 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const firstRoute = [...new Set(referenced)].map((file) => sizeOf(distDir, file));
  const lazyChunks = readdirSync(join(distDir, 'assets'))
    .map((name) => `assets/${name}`)
    .filter((file) => file.endsWith('.js') && !referenced.includes(file))
    .map((file) => sizeOf(distDir, file))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { firstRoute, lazyChunks };
}
