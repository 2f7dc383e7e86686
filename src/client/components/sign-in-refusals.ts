import { serverText, type KnownRefusal } from '../i18n/server-text';
import type { Translate } from '../i18n/use-t';

/** "30 seconds" / "5 minutes", as the sign-in server words a wait. */
const WAIT = /(\d+) (seconds|minutes)/;
const wait = (t: Translate, text: string) => {
  const match = WAIT.exec(text);
  return match ? t(match[2] === 'seconds' ? 'signin.seconds' : 'signin.minutes', { count: Number(match[1]) }) : text;
};

/** The sign-in refusals the server words (src/server/modules/auth/service.ts): signing in, and a code confirming a change (a payout account). */
const KNOWN: KnownRefusal[] = [
  { pattern: /^That code is wrong\. (\d+) tr(?:y|ies) left\.$/, id: 'signin.error.wrongCode', values: (m) => ({ left: Number(m[1]) }) },
  { pattern: /^That code is wrong, and it was the last try\./, id: 'signin.error.lastTry' },
  { pattern: /^That code is not valid any more\./, id: 'signin.error.codeExpired' },
];
const WAITS: [RegExp, KnownRefusal['id']][] = [
  [/^A code was sent a moment ago\. Please try again in (.+)\.$/, 'signin.error.resendSoon'],
  [/^Too many codes were sent to this number\. Please try again in (.+)\.$/, 'signin.error.tooManyNumber'],
  [/^Too many sign-in codes were asked for from this network\. Please try again in (.+)\.$/, 'signin.error.tooManyNetwork'],
];

/** A sign-in refusal in the person's language, or the server's words when it is not a known one. */
export function signInRefusal(t: Translate, message: string): string {
  return serverText(t, message, [
    ...KNOWN,
    ...WAITS.map(([pattern, id]): KnownRefusal => ({ pattern, id, values: (m) => ({ wait: wait(t, m[1] ?? '') }) })),
  ]);
}
