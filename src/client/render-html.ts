import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

// React's markers for a Suspense boundary still pending or given up on in a render.
const INCOMPLETE = /<!--\$[?!]-->/;

/** Whether a render finished every part of the page (no Suspense boundary left pending or given up on). */
export function isCompleteRender(html: string): boolean {
  return !INCOMPLETE.test(html);
}

/**
 * React elements as HTML, on the server or at build time, once every lazy part has loaded. In one
 * piece: React would otherwise move big parts to the end with an inline script (CSP forbids).
 */
export async function renderToHtml(element: ReactNode, onError?: (error: unknown) => void): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY, onError });
  let out = '';
  const decoder = new TextDecoder();
  for await (const chunk of prelude as AsyncIterable<Uint8Array | string>) out += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return out + decoder.decode();
}
