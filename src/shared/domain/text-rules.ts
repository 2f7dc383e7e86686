/**
 * The text rules the request schemas (shared/schemas/common.ts) and the checks made without zod
 * (the first view's bid form, ADR 111) share: one home for each pattern and its message.
 */

/**
 * Control characters (C0, DEL and C1) have no place in an id, a name or an address, and PostgreSQL
 * refuses NUL in text outright. Every string the API accepts goes through one of these two rules;
 * the server's input guard (src/server/http/input-guard.ts) applies the looser one to whole bodies,
 * paths and queries as well.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f-\u009f]*$/;
/** Free text (comments, messages, descriptions) may also hold tabs and line breaks. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;
export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';

/** Money on the wire: a non-negative amount in rupees with at most 2 decimals, e.g. "299.00". */
/** At most ₹99,99,99,999.99: far inside bigint paise and a double's exact integers. */
export const MONEY_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;
export const MONEY_FORMAT_MESSAGE = 'Must be an amount in rupees with at most 2 decimals';
