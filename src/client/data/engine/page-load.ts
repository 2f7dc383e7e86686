/** Identifies this page load; a change still marked 'sending' by an earlier load was cut off. */
export const PAGE_LOAD_ID: string = crypto.randomUUID();
