import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The service worker only exists so the app can tell the user that a new version was deployed:
 * each build writes sw.js with its own build id, so the browser sees a changed worker.
 */
function serviceWorker(): Plugin {
  return {
    name: 'tenaga-service-worker',
    apply: 'build',
    generateBundle(_, bundle) {
      const build = createHash('sha256').update(Object.keys(bundle).sort().join('|')).digest('hex').slice(0, 16);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `// Tenaga build ${build}\nself.addEventListener('message', (event) => { if (event.data === 'skipWaiting') self.skipWaiting(); });\n`,
      });
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Brotli and gzip copies of every text file beside it, made once at build time at the highest
 * levels, so the server sends them as they are (preCompressed) instead of compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tenaga-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite'));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const content = await readFile(full);
          // Under a packet, compression saves nothing and costs the browser a decoding step.
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gzipped(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}

const apiTarget = process.env.TENAGA_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), serviceWorker(), precompress()],
  server: {
    proxy: { '/api': apiTarget, '/socket.io': { target: apiTarget, ws: true } },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    // The benchmark reads the manifest to size what the login page and the shell load.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page needs in one chunk: many small shared chunks compress worse
          // and cost a request each, and the browser needs all of them before the page shows.
          groups: [{ name: 'initial', tags: ['$initial'], test: (id) => !/[\\/](index\.html|main\.tsx)$/.test(id) }],
        },
      },
    },
  },
});
