import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { messageCatalogs } from './scripts/message-catalogs.mjs';
import { FIRST_VIEWS_BUILD } from './src/shared/sync/first-views-build';

/**
 * The server's renderer of screens' first views (ADR 049): src/client/first-views.tsx built for
 * Node into dist/ssr/ (served to nobody; `--outDir` for another client folder), with the app's
 * components and English messages. Packages stay in node_modules, loaded by the server as it runs.
 */
export default defineConfig({
  plugins: [react(), messageCatalogs()],
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: 'src/client/first-views.tsx',
    outDir: `dist/${FIRST_VIEWS_BUILD.dir}`,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    rollupOptions: { output: { entryFileNames: FIRST_VIEWS_BUILD.file } },
  },
});
