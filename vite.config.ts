import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite-precompress';

// The reference server serves the API, the legacy pages and the logout action; the dev server
// forwards them so the console runs on one origin as it does in production.
const backend = 'http://127.0.0.1:9999';

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Route chunks come from the lazy page imports in generated/routes.gen.ts.
    chunkSizeWarningLimit: 800,
    // The console, and the admin API's reference (src/server/domain/api-docs), its own page.
    rollupOptions: { input: { console: 'index.html', apiDocs: 'api-docs.html' } },
  },
  server: {
    proxy: {
      '/pf-admin-api': backend,
      '/app': backend,
      '/logout': backend,
    },
  },
});
