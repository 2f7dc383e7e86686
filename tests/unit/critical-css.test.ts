import { describe, expect, it } from 'vitest';
import { bootScriptElement } from '../../scripts/boot-script';
import { classesOf, criticalCss, headWithCriticalCss } from '../../scripts/critical-css';

// Shaped like Tailwind 4's output: layers, escaped class names, variants in media queries.
const CSS = [
  '@layer theme, base, utilities;',
  '@layer theme{:root,:host{--color-brand-700:#0f766e}}',
  '@layer base{*,:after{box-sizing:border-box}button{font:inherit}}',
  '@layer utilities{',
  '.q-row{order:1}.q-gone{order:5}.q-pad{padding-inline:1rem}',
  '.q-1\\/2{width:50%}.q-1\\.5{gap:.375rem}',
  '.hover\\:q-dark:hover{background:var(--color-brand-700)}',
  '.group:hover .group-hover\\:q-line{order:2}',
  '.q-stack>:not(:last-child){margin-block-end:.5rem}',
  '.\\[\\&\\>svg\\]\\:q-icon>svg{height:1rem}',
  '.not-\\[\\.done\\]\\:q-slant:not(.done){order:3}',
  '.q-row,.q-grid{gap:0}',
  '@media (min-width:40rem){.sm\\:px-6{padding-inline:1.5rem}.sm\\:q-grid{order:4}}',
  '@media (min-width:96rem){.\\32 xl\\:q-row{order:1}}',
  '}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

const PAGE =
  '<div class="q-row q-pad q-1/2 q-1.5 hover:q-dark group q-stack sm:px-6 2xl:q-row not-[.done]:q-slant">' +
  '<a class="group-hover:q-line [&amp;&gt;svg]:q-icon">x</a></div>';

describe('the critical stylesheet of a page', () => {
  const css = criticalCss(CSS, PAGE);

  it('reads the classes of every class attribute, entities decoded', () => {
    expect(classesOf(PAGE)).toEqual(new Set(['q-row', 'q-pad', 'q-1/2', 'q-1.5', 'hover:q-dark', 'group', 'q-stack', 'sm:px-6', '2xl:q-row', 'not-[.done]:q-slant', 'group-hover:q-line', '[&>svg]:q-icon']));
  });

  it('keeps the rules of the classes the page uses, escapes and variants included', () => {
    for (const kept of ['.q-row{order:1}', '.q-pad{', '.q-1\\/2{', '.q-1\\.5{', '.hover\\:q-dark:hover{', '.group:hover .group-hover\\:q-line{', '.q-stack>:not(:last-child){', '.\\[\\&\\>svg\\]\\:q-icon>svg{', '.\\32 xl\\:q-row{', '.sm\\:px-6{', ':not(.done){'])
      expect(css).toContain(kept);
  });

  it('drops the rules of classes it does not use, and selectors of them in a list', () => {
    expect(css).not.toContain('.q-gone');
    expect(css).not.toContain('.sm\\:q-grid');
    expect(css).toContain('.q-row{gap:0}');
    expect(css).not.toContain('.q-grid');
  });

  it('keeps the rules without classes, the layer order, at-rules and keyframes', () => {
    expect(css.startsWith('@layer theme, base, utilities;')).toBe(true);
    expect(css).toContain(':root,:host{--color-brand-700:#0f766e}');
    expect(css).toContain('*,:after{box-sizing:border-box}button{font:inherit}');
    expect(css).toContain('@media (min-width:40rem){.sm\\:px-6{padding-inline:1.5rem}}');
    expect(css).toContain('@keyframes spin{to{transform:rotate(360deg)}}');
  });

  it('removes a media query left empty', () => {
    expect(criticalCss(CSS, '<p class="q-row"></p>')).not.toContain('@media');
  });

  it('puts it in the page head and names the whole file for the boot script', () => {
    const head = `<head><style data-href="/assets/index-1.css">${CSS}</style>${bootScriptElement('/assets/boot-1.js', '/assets/index-2.js', ['/assets/react-3.js'])}</head>`;
    const out = headWithCriticalCss(head, '<p class="q-row"></p>');
    expect(out).toContain('<style>@layer theme, base, utilities;');
    expect(out).not.toContain('.q-pad');
    expect(out).toContain('<script type="module" crossorigin src="/assets/boot-1.js" data-entry="/assets/index-2.js" data-preload="/assets/index-2.js /assets/react-3.js" data-stylesheet="/assets/index-1.css"></script>');
  });

  it('refuses a head without the inlined stylesheet or without the boot script', () => {
    expect(() => headWithCriticalCss('<head></head>', '')).toThrow(/no inlined stylesheet/);
    expect(() => headWithCriticalCss(`<head><style data-href="/a.css">${CSS}</style></head>`, '')).toThrow(/no boot script/);
  });
});
