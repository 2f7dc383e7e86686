/** The one-time sign-in code's rules (ADR 016); server and screens read them from here. */
export const SIGN_IN_CODE = {
  digits: 6,
  validSeconds: 5 * 60,
  maxWrongTries: 5,
  resendAfterSeconds: 30,
  perNumberPerHour: 5,
  /** Per address in ADDRESS_WINDOW_SECONDS; OTP_REQUESTS_PER_ADDRESS overrides (carriers share addresses). */
  defaultPerAddress: 20,
  addressWindowSeconds: 10 * 60,
} as const;

/** Digits only, at most a code's length: what a person typed, pasted ("123 456") or the SMS filled in. */
export const codeDigits = (text: string) => text.replace(/\D/g, '').slice(0, SIGN_IN_CODE.digits);

/** Sessions last this long after their last use (sliding). */
export const SESSION_DAYS = 30;
