import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes `<file>.gz` and `<file>.br` beside every text asset of the built web app, so the server sends
 * them as they are (`@fastify/static` with `preCompressed: true`) instead of compressing on each request
 * or not at all. Small files are left alone (the headers would eat the saving), and so is a variant that
 * is not smaller than its original.
 */
const COMPRESSIBLE = /\.(?:js|css|svg|html)$/;
const MIN_BYTES = 1024;

export function precompressDirectory(dir: string): string[] {
  const written: string[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, entry);
    if (!COMPRESSIBLE.test(file) || !fs.statSync(file).isFile()) continue;
    const source = fs.readFileSync(file);
    if (source.length <= MIN_BYTES) continue;
    const variants: [string, Buffer][] = [
      ['.gz', gzipSync(source, { level: 9 })],
      [
        '.br',
        brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
      ],
    ];
    for (const [suffix, compressed] of variants) {
      if (compressed.length >= source.length) continue;
      fs.writeFileSync(file + suffix, compressed);
      written.push(file + suffix);
    }
  }
  return written;
}

/** The build step: once Vite has written the bundle, compress what it wrote. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'arogya:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDirectory(outDir);
    },
  };
}
