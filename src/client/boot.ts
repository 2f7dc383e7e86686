// The page's only script element in a build (scripts/boot-script.ts writes it): starts the app
// once the page has painted, so compiling and evaluating the app's modules does not hold back the
// first paint (on a repeat visit the worker hands them over while the page is still being
// parsed). The modules are requested as the first frame begins (modulepreload: they download and
// compile while the frame is painted). A page rendered at build time carries only the styles its
// own HTML uses (scripts/critical-css.ts): the whole stylesheet is applied before the app starts,
// so it never renders anything unstyled.
export {};

const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
if (!script?.dataset.entry) throw new Error('The boot script has no data-entry');
const entry = script.dataset.entry;
const modules = (script.dataset.preload ?? '').split(' ').filter(Boolean);
const stylesheet = script.dataset.stylesheet;

function appendLink(rel: string, href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  link.crossOrigin = '';
  document.head.append(link);
  return link;
}

/**
 * How long adding preload links may hold the main thread before it yields. Chromium starts each
 * module's request as its link is added, a few milliseconds each on a slow phone: a screen's 30-odd
 * links at once were one of its longest tasks.
 */
const PRELOAD_SLICE_MS = 4;
let preloading = false;
let nextModule = 0;
function preloadSlice(): void {
  const began = performance.now();
  while (nextModule < modules.length && performance.now() - began < PRELOAD_SLICE_MS) appendLink('modulepreload', modules[nextModule++]);
  if (nextModule < modules.length) setTimeout(preloadSlice, 0);
}
function preload(): void {
  if (preloading) return;
  preloading = true;
  preloadSlice();
}

let started = false;
function start(): void {
  if (started) return;
  started = true;
  preload();
  const run = () => void import(/* @vite-ignore */ entry).catch((error: unknown) => console.error('The app could not start', error));
  if (!stylesheet) return run();
  const link = appendLink('stylesheet', stylesheet);
  // Offline with the stylesheet missing, the app starts anyway: its first render is the page itself.
  link.addEventListener('load', run, { once: true });
  link.addEventListener('error', run, { once: true });
}

// A hidden page produces no frames: it starts at once. Otherwise the modules are requested as the
// first frame begins, and the app starts in the task after it (the frame has been produced then).
if (document.visibilityState === 'hidden') start();
else {
  requestAnimationFrame(() => {
    preload();
    setTimeout(start, 0);
  });
  // Should frames stop (the page hidden before its first one), the app still starts.
  setTimeout(start, 1000);
}
