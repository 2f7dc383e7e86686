/**
 * A 53-bit hash (cyrb53) of a parsed server row's JSON. Rows come from JSON and are re-shaped by
 * their zod schema, so equal content serialises to the same text. 53 bits (not 32) because a
 * collision would make a refresh skip a row that did change: at 2^-53 per compared row that is
 * not going to happen on a phone.
 */
export function hashServerRow(row: unknown): number {
  const text = JSON.stringify(row);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
