import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bootScript, firstViewScripts } from './scripts/boot-script';
import { chunkGroups } from './scripts/chunk-groups';
import { messageCatalogs } from './scripts/message-catalogs.mjs';
import { writeRulesOf } from './src/shared/api/offline-policy';
import { apiRoutes } from './src/shared/api/routes';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * The stylesheet goes into index.html as a <style> element: the first paint then needs no second
 * request (over slow 4G, or through the service worker on a repeat visit). `data-href` names the
 * file it came from: a page rendered at build time keeps only the rules it uses and applies the
 * file later (scripts/critical-css.ts).
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'gaadicare:inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = ctx.bundle?.[file];
          if (!asset || asset.type !== 'asset' || String(asset.source).includes('</style')) return tag;
          return `<style data-href="/${file}">${String(asset.source)}</style>`;
        });
      },
    },
  };
}

export default defineConfig({
  // The route table's writes and their offline policies, for the service worker (sw/sw.ts): read
  // here so the worker gets the table's answer without its schemas (ADR 052).
  define: { __WRITE_RULES__: JSON.stringify(writeRulesOf(apiRoutes)) },
  plugins: [
    react(),
    messageCatalogs({ numberIds: true }),
    tailwindcss(),
    inlineStylesheet(),
    bootScript(),
    firstViewScripts(),
    chunkGroups(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // Registration is ours (src/client/pwa) so the update flow can respect unsynced changes.
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,ico}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  // The manifest maps source modules to chunks: scripts/prerender.ts preloads a screen's code from it.
  build: { outDir: 'dist', sourcemap: false, target: 'es2022', manifest: true },
  server: { proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
});
