import { describe, expect, it } from 'vitest';
import { modulePreloads } from '../../scripts/screen-preloads';
import { withFirstFramePreloads, withHeaderStatusFiles } from '../../scripts/boot-script';

const manifest = {
  'index.html': { file: 'assets/index-a.js', src: 'index.html', isEntry: true, imports: ['_react-b.js'] },
  '_react-b.js': { file: 'assets/react-b.js', name: 'react' },
  'src/client/features/x/page.tsx': { file: 'assets/page-c.js', src: 'src/client/features/x/page.tsx', imports: ['_react-b.js', '_rows-d.js'] },
  '_rows-d.js': { file: 'assets/rows-d.js', name: 'rows' },
  // A linked node_modules (as in a copy of the repository) gives keys outside the root.
  '../../node_modules/@lingui/core/dist/index.mjs': { file: 'assets/core-e.js', src: '../../node_modules/@lingui/core/dist/index.mjs' },
};

describe('a screen page’s modulepreload links', () => {
  it('lists the modules and what they import, less what the entry brings', () => {
    const links = modulePreloads(manifest, ['src/client/features/x/page.tsx', '@lingui/core']);
    expect(links.match(/href="[^"]+"/g)).toEqual(['href="/assets/page-c.js"', 'href="/assets/rows-d.js"', 'href="/assets/core-e.js"']);
  });

  it('stops the build when a module is not in the manifest', () => {
    expect(() => modulePreloads(manifest, ['src/client/features/gone.tsx'])).toThrow(/not a chunk of the build/);
  });
});

describe('a screen page’s modulepreload links with grouped modules', () => {
  const grouped = {
    'index.html': { file: 'assets/index-a.js', src: 'index.html', isEntry: true },
    '_gate-f.js': { file: 'assets/gate-f.js', name: 'gate', imports: ['_sync-g.js'] },
    '_sync-g.js': { file: 'assets/sync-g.js', name: 'sync' },
  };
  it('finds a module in the file its group went into (scripts/chunk-groups.ts)', () => {
    const chunks = { 'src/client/app/persona-gate.tsx': 'assets/gate-f.js', 'src/client/data/engine/sync-runtime.ts': 'assets/sync-g.js' };
    const links = modulePreloads(grouped, ['src/client/app/persona-gate.tsx', 'src/client/data/engine/sync-runtime.ts'], chunks);
    expect(links.match(/href="[^"]+"/g)).toEqual(['href="/assets/gate-f.js"', 'href="/assets/sync-g.js"']);
  });
});

describe('a page whose first frame asks for its screen’s modules (ADR 049)', () => {
  const boot = '<script type="module" crossorigin src="/assets/boot-1.js" data-entry="/assets/index-1.js" data-preload="/assets/index-1.js /assets/react-1.js"></script>';
  it('adds them after the entry’s own, in the boot script’s list', () => {
    const page = withFirstFramePreloads(`<head>${boot}</head>`, ['/assets/screen-1.js', '/assets/gate-1.js']);
    expect(page).toContain('data-preload="/assets/index-1.js /assets/react-1.js /assets/screen-1.js /assets/gate-1.js"');
    expect(withFirstFramePreloads(`<head>${boot}</head>`, [])).toBe(`<head>${boot}</head>`);
  });
  it('names a file the entry already asks for once', () => {
    const page = withFirstFramePreloads(`<head>${boot}</head>`, ['/assets/screen-1.js', '/assets/react-1.js', '/assets/screen-1.js']);
    expect(page).toContain('data-preload="/assets/index-1.js /assets/react-1.js /assets/screen-1.js"');
  });
  it('refuses a page without the boot script', () => {
    expect(() => withFirstFramePreloads('<head></head>', ['/assets/screen-1.js'])).toThrow(/no boot script/);
  });
});

describe('every page asks for the header’s status files with the entry (ADR 119)', () => {
  it('adds the status file and what it imports after the entry’s own imports, without the entry or a repeat', () => {
    const status = { fileName: 'assets/status-1.js', imports: ['assets/index-1.js', 'assets/runtime-1.js', 'assets/database-1.js'] };
    expect(withHeaderStatusFiles('/assets/index-1.js', ['/assets/runtime-1.js'], status)).toEqual(['/assets/runtime-1.js', '/assets/database-1.js', '/assets/status-1.js']);
  });
});
