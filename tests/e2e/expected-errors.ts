/**
 * The only errors a browser test may see without failing (ADR 054): each one a test provokes on
 * purpose, with the reason. Everything else the page reports as an error (an uncaught exception,
 * a React recoverable error, the app's own `console.error`) fails the test that saw it
 * (harness.ts, `watchBrowser`).
 */
export interface ExpectedError {
  /** Matched against the error's text. */
  pattern: RegExp;
  reason: string;
}

export const EXPECTED_ERRORS: readonly ExpectedError[] = [
  {
    // Chromium's own line for every HTTP answer of 400 or more and every request that fails:
    // the tests go offline, provoke refusals (403, 409, 422, 429) and 404s on purpose, and check
    // what the app then shows. The page's code is not at fault for an answer it asked for.
    pattern: /^Failed to load resource: (the server responded with a status of \d{3}|net::ERR_[A-Z_]+)/,
    reason: 'an HTTP refusal or a lost network, provoked by the test and checked on screen',
  },
  {
    // A context opened with `serviceWorkers: 'block'` (tests that hold the page's own requests, and
    // files whose pages run without the worker: ADR 117) gives the app no registration to read; the
    // app reports it and runs without its worker.
    pattern: /^Service worker registration failed TypeError: Cannot read properties of undefined \(reading 'waiting'\)/,
    reason: 'service workers blocked by the test, so the page itself sends what it would have queued',
  },
];

/** Whether an error's text is one the tests provoke on purpose. */
export function isExpectedError(text: string): boolean {
  return EXPECTED_ERRORS.some(({ pattern }) => pattern.test(text));
}
