/**
 * Where the build puts the server's renderer of screens' first views (ADR 049, FirstViewRenderer
 * in first-answers.ts), under the client's folder (served to nobody), and its file.
 */
export const FIRST_VIEWS_BUILD = { dir: 'ssr', file: 'first-views.js' } as const;
