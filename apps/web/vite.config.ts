import { createHash } from 'node:crypto';
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

const apiTarget = process.env.TENAGA_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), serviceWorker()],
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
