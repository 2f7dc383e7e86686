// The part of the app's stylesheet a page rendered at build time needs for its first paint: every
// rule whose selector names only classes the page's HTML uses (rules without classes — the
// element defaults, the theme's variables — stay), in the stylesheet's own order and at-rules.
// The whole stylesheet follows once the page has painted (src/client/boot.ts), before the app
// renders anything the build did not.
import postcss, { type AtRule, type Container, type Root } from 'postcss';
import { withStylesheetFirst } from './boot-script';

/** A class selector, escapes included (a colon, slash or dot in the name, a leading digit in hex). */
const CLASS_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F\n]|[\w-]|[^\p{ASCII}])+)/gu;
const CLASS_ATTRIBUTE = /\bclass="([^"]*)"/g;
const GROUPING_AT_RULES = new Set(['media', 'supports', 'layer', 'container']);
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

const unescapeIdentifier = (escaped: string) =>
  escaped.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) => (hex ? String.fromCodePoint(parseInt(hex, 16)) : (char ?? '')));

/** The class names in the page's `class` attributes. */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) {
    const decoded = value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]);
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** `:not(.x)` matches elements without the class: its classes need not be on the page. */
const NEGATION = /:not\([^()]*\)/g;

function selectorApplies(selector: string, classes: Set<string>): boolean {
  for (const [, escaped] of selector.replace(NEGATION, '').matchAll(CLASS_SELECTOR)) if (!classes.has(unescapeIdentifier(escaped))) return false;
  return true;
}

/** Removes grouping at-rules left empty (an `@layer a, b;` statement has no body and stays). */
function dropEmptyGroups(container: Container): void {
  container.each((node) => {
    if (node.type !== 'atrule' || !node.nodes) return;
    dropEmptyGroups(node);
    if (GROUPING_AT_RULES.has(node.name) && node.nodes.length === 0) node.remove();
  });
}

const inKeyframes = (node: { parent?: Container | Root | undefined }) => node.parent?.type === 'atrule' && /keyframes$/.test((node.parent as AtRule).name);

/** `css` reduced to what `html` uses; throws on a stylesheet it cannot parse. */
export function criticalCss(css: string, html: string): string {
  const classes = classesOf(html);
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (inKeyframes(rule)) return;
    const kept = rule.selectors.filter((selector) => selectorApplies(selector, classes));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  dropEmptyGroups(root);
  return root.toString();
}

/** The inlined stylesheet as the build writes it (vite.config.ts), with the file it came from. */
const INLINE_STYLESHEET = /<style data-href="([^"]+)">([\s\S]*?)<\/style>/;

/**
 * A built page's `head` for a page whose body is `bodyHtml`: the inlined stylesheet reduced to
 * what the body uses, and the whole file applied by the boot script before the app starts.
 */
export function headWithCriticalCss(head: string, bodyHtml: string): string {
  const inline = INLINE_STYLESHEET.exec(head);
  if (!inline) throw new Error('The built page has no inlined stylesheet (<style data-href>) to reduce');
  const [element, href, css] = inline;
  return withStylesheetFirst(head.replace(element, () => `<style>${criticalCss(css, bodyHtml)}</style>`), href);
}
