/** How long after a person is known the first-visit download waits, so the page paints first. */
export const FIRST_VISIT_DELAY_MS = 3_000;

/**
 * A performance mark set when a device that held nothing starts the sync engine for its
 * first-visit download (start-sync.ts): the bench counts the code requested from then on apart
 * from the first route's (figure 1, ADR 094).
 */
export const FIRST_VISIT_DOWNLOAD_MARK = 'gaadicare:first-visit-download';
