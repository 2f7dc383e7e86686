// Build step (a Vite plugin): the app's entry is started by src/client/boot.ts once the page has
// painted, instead of by a script element of its own. Its modules are no longer modulepreload
// links in the page: the boot script adds them as the first frame begins (data-preload), so on a
// repeat visit, when the worker answers within milliseconds, compiling them does not come before
// the first paint either. The CSP allows same-origin script files only, hence a file of its own.
import crypto from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';
import { HEADER_STATUS_MODULE } from './chunk-groups';
import { SCREEN_MANIFEST, type ScreenManifestEntry } from '../src/shared/sync/screen-manifest';
import { FIRST_VIEW_SCRIPTS_FILE } from '../src/shared/sync/screen-pages';

const BOOT_SOURCE = 'src/client/boot.ts';
const BOOT_CHUNK = 'boot';
/** The entry's script element and its imports' modulepreload links, as Vite writes them into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;

/** The boot script's element: the app's entry module and the modules it imports. */
export function bootScriptElement(bootUrl: string, entry: string, preload: readonly string[]): string {
  return `<script type="module" crossorigin src="${bootUrl}" data-entry="${entry}" data-preload="${[entry, ...preload].join(' ')}"></script>`;
}

/**
 * The entry's own imports, then the header's status file and the files it imports (Dexie's among
 * them), each once: every route loads them once it is live, so asked for with the entry,
 * evaluating Dexie first and the items after it (app/load-header-status.ts, ADR 119) waits for no
 * request. `status` names files as the bundle does, without the leading slash.
 */
export function withHeaderStatusFiles(entry: string, entryImports: readonly string[], status: { fileName: string; imports: readonly string[] }): string[] {
  const files = [...entryImports];
  for (const file of [...status.imports, status.fileName].map((name) => `/${name}`)) if (file !== entry && !files.includes(file)) files.push(file);
  return files;
}

const BOOT_PRELOAD = /(<script type="module" crossorigin src="[^"]+" data-entry="[^"]+" data-preload=")([^"]*)(")/;

/** `html` with `files` added to what its boot script asks for as the first frame begins, each file once. */
export function withFirstFramePreloads(html: string, files: readonly string[]): string {
  if (!BOOT_PRELOAD.test(html)) throw new Error('The page has no boot script to ask for its modules');
  return html.replace(BOOT_PRELOAD, (_, open: string, list: string, close: string) => `${open}${[...new Set([...list.split(' ').filter(Boolean), ...files])].join(' ')}${close}`);
}

/** `html` with `stylesheet` named in its boot script element: applied before the app starts. */
export function withStylesheetFirst(html: string, stylesheet: string): string {
  const element = /<script type="module" crossorigin src="[^"]+" data-entry="[^"]+" data-preload="[^"]*"><\/script>/.exec(html);
  if (!element) throw new Error('The page has no boot script to apply the stylesheet');
  return html.replace(element[0], element[0].replace('></script>', ` data-stylesheet="${stylesheet}"></script>`));
}

export function bootScript(): Plugin {
  return {
    name: 'gaadicare:boot-script',
    apply: 'build',
    config: () => ({ build: { rollupOptions: { input: { index: 'index.html', [BOOT_CHUNK]: BOOT_SOURCE } } } }),
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const boot = Object.values(ctx.bundle ?? {}).find((file) => file.type === 'chunk' && file.isEntry && file.name === BOOT_CHUNK);
        const entry = ENTRY_SCRIPT.exec(html);
        if (!boot || !entry) throw new Error(`index.html: ${boot ? 'no entry script found' : `${BOOT_SOURCE} was not built`}`);
        const status = Object.values(ctx.bundle ?? {}).find((file) => file.type === 'chunk' && file.moduleIds.some((id) => id.endsWith(HEADER_STATUS_MODULE)));
        if (!status || status.type !== 'chunk') throw new Error(`${HEADER_STATUS_MODULE} was not built into a file`);
        const preload = withHeaderStatusFiles(entry[1], [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href), status);
        return html.replace(MODULE_PRELOAD, '').replace(entry[0], bootScriptElement(`/${boot.fileName}`, entry[1], preload));
      },
    },
  };
}

/**
 * Each screen's `firstViewScript` (the screen manifest, ADR 111) as one self-contained file: bundled
 * on its own, so it shares no file with the app (whose chunks would come with it) and carries only
 * what it imports. The files are listed by screen in FIRST_VIEW_SCRIPTS_FILE for the server, which
 * names a screen's file in the pages it writes that screen's first view into; the worker precaches
 * them with the app's files.
 */
export function firstViewScripts(): Plugin {
  return {
    name: 'gaadicare:first-view-scripts',
    apply: 'build',
    async buildStart() {
      const { rolldown } = await import('rolldown');
      const scripts: Record<string, string> = {};
      for (const [screen, entry] of Object.entries(SCREEN_MANIFEST) as [string, ScreenManifestEntry][]) {
        if (!entry.firstViewScript) continue;
        const bundle = await rolldown({ input: entry.firstViewScript, platform: 'browser', logLevel: 'warn' });
        try {
          const { output } = await bundle.generate({ format: 'esm', minify: true });
          if (output.length !== 1) throw new Error(`${entry.firstViewScript} must build into one file`);
          const code = output[0].code;
          const fileName = `assets/${path.basename(entry.firstViewScript).replace(/\.tsx?$/, '')}-${crypto.createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
          this.emitFile({ type: 'asset', fileName, source: code });
          scripts[screen] = `/${fileName}`;
        } finally {
          await bundle.close();
        }
      }
      this.emitFile({ type: 'asset', fileName: FIRST_VIEW_SCRIPTS_FILE, source: `${JSON.stringify(scripts, null, 2)}\n` });
    },
  };
}

