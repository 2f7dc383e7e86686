import { escapeRegExp } from '../escape-reg-exp';
import { istParts, slotLabel } from './time';

/**
 * The start code (ADR 023): a 4-digit code made when a bid is accepted, shown only to the
 * booking's customer, which the provider must enter to start the job.
 */
export const START_CODE_DIGITS = 4;
export const START_CODE_PATTERN = /^\d{4}$/;
/** Wrong codes in a row that lock the start, and for how long. */
export const START_CODE_MAX_ATTEMPTS = 5;
export const START_CODE_LOCK_MINUTES = 15;

export const START_CODE_WRONG_MESSAGE = 'That code is not right';
export const START_CODE_FORMAT_MESSAGE = 'Enter the 4-digit code from the customer';

function clockTime(at: Date): string {
  const { hour, minute } = istParts(at);
  return slotLabel(hour, minute);
}

const START_LOCKED_PREFIX = 'Too many wrong codes: starting this job is locked until ';

/** The refusal while the start is locked after too many wrong codes. */
export function startLockedMessage(until: Date): string {
  return `${START_LOCKED_PREFIX}${clockTime(until)}`;
}

/** Matches `startLockedMessage`'s text; its group is the time the lock ends, as worded there. */
export const START_LOCKED_PATTERN = new RegExp(`^${escapeRegExp(START_LOCKED_PREFIX)}(.+)$`);

/** What the customer is told when the start is locked (their booking shows it until the lock ends). */
export function startLockedCustomerNotice(until: Date): string {
  return `Your provider entered a wrong start code ${START_CODE_MAX_ATTEMPTS} times. Starting is locked until ${clockTime(until)}; check the code before you share it again.`;
}

export function isStartLocked(lockedUntil: Date | null, now: Date): boolean {
  return lockedUntil !== null && lockedUntil.getTime() > now.getTime();
}
