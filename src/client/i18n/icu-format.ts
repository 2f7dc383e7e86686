import { groupedInteger } from '../../shared/domain/display-locale';

/**
 * A compiled message's ICU choices filled in: `plural` (exact `=n` cases, then the language's
 * plural category, then `other`; `#` is the count in lakh grouping) and `select`. These are the
 * only formats the catalogs use (`catalogs.test.ts` refuses any other, and holds this equal to
 * Lingui's runtime on every message). The messages are compiled by Lingui at build time; filling
 * them here, not with Lingui's runtime, spares a page the `Intl.NumberFormat` Lingui builds for
 * the first `#` (ADR 118).
 */
export function formatMessage(tokens: readonly unknown[], values: Record<string, unknown> | undefined, tag: string): string {
  return fill(tokens, values ?? {}, tag, undefined);
}

type Cases = Record<string, readonly unknown[] | string>;

function fill(tokens: readonly unknown[] | string, values: Record<string, unknown>, tag: string, count: number | undefined): string {
  if (typeof tokens === 'string') return tokens;
  let text = '';
  for (const token of tokens) {
    if (typeof token === 'string') {
      text += token === '#' && count !== undefined ? groupedInteger(count) : token;
      continue;
    }
    const [name, type, cases] = token as [string, string?, Cases?];
    const value = values[name];
    if (type === 'plural' && cases) {
      const n = Number(value);
      text += fill(cases[String(n)] ?? cases[pluralRules(tag).select(n)] ?? cases.other, values, tag, n);
    } else if (type === 'select' && cases) {
      text += fill(cases[String(value)] ?? cases.other, values, tag, undefined);
    } else if (type) {
      throw new Error(`Messages use plural and select only, not ${type}`);
    } else if (value != null) {
      text += String(value);
    }
  }
  return text;
}

const rules = new Map<string, Intl.PluralRules>();
function pluralRules(tag: string): Intl.PluralRules {
  let found = rules.get(tag);
  if (!found) rules.set(tag, (found = new Intl.PluralRules(tag)));
  return found;
}
