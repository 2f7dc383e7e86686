import type { FastifyBaseLogger } from 'fastify';
import { SIGN_IN_CODE } from '../../../shared/domain/sign-in-policy';
import type { Db, Tx } from '../../db/database';
import { HttpError, unavailable } from '../../http/http-error';
import type { SmsGateway } from '../../sms/gateway';
import { newSignInCode, signInMessage, type SignInCodeHasher } from './codes';
import * as repo from './repository';

export interface SignInConfig {
  sms: SmsGateway;
  hasher: SignInCodeHasher;
  /** Code requests per address per SIGN_IN_CODE.addressWindowSeconds. */
  perAddress: number;
  now?: () => Date;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const tooMany = (message: string, waitMs: number) => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new HttpError(429, `${message} Please try again in ${waitText(seconds)}.`, { 'retry-after': String(seconds) });
};
const waitText = (seconds: number) => (seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`);

/** The same refusal whether or not the number has an account or ever had a code. */
const CODE_NOT_VALID = 'That code is not valid any more. Ask for a new code.';

/**
 * Sends a sign-in code to the number. Refusals are the same for every number, known or not;
 * if the SMS does not go, nothing is stored and the caller gets 503.
 */
export async function requestSignInCode(
  db: Db,
  config: SignInConfig,
  log: FastifyBaseLogger,
  phone: string,
  address: string,
): Promise<{ resendAfterSeconds: number }> {
  const now = config.now?.() ?? new Date();
  const code = newSignInCode();
  // Checked and stored in one transaction (two requests at once cannot both pass); sent after it,
  // so a slow gateway holds no transaction open.
  const codeId = await db.transaction(async (tx) => {
    await repo.lockNumber(tx, phone);
    const addressWindowMs = SIGN_IN_CODE.addressWindowSeconds * 1000;
    const fromAddress = await repo.codesSince(tx, { address }, new Date(now.getTime() - addressWindowMs));
    if (fromAddress.n >= config.perAddress) {
      throw tooMany('Too many sign-in codes were asked for from this network.', fromAddress.oldest!.getTime() + addressWindowMs - now.getTime());
    }
    const latest = await repo.latestCode(tx, phone);
    const resendMs = SIGN_IN_CODE.resendAfterSeconds * 1000;
    if (latest && now.getTime() - latest.createdAt.getTime() < resendMs) {
      throw tooMany('A code was sent a moment ago.', latest.createdAt.getTime() + resendMs - now.getTime());
    }
    const lastHour = await repo.codesSince(tx, { phone }, new Date(now.getTime() - HOUR_MS));
    if (lastHour.n >= SIGN_IN_CODE.perNumberPerHour) {
      throw tooMany('Too many codes were sent to this number.', lastHour.oldest!.getTime() + HOUR_MS - now.getTime());
    }
    return repo.addCode(tx, {
      phone,
      codeHash: config.hasher.hash(phone, code),
      requestedFrom: address,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_CODE.validSeconds * 1000),
    });
  });

  try {
    await config.sms.send(phone, signInMessage(code), log);
  } catch (error) {
    log.warn({ err: error, gateway: config.sms.name }, 'sign-in code not sent');
    await repo.deleteCode(db, codeId);
    throw unavailable('Could not send the code, try again');
  }
  // The new code replaces the number's earlier ones.
  await repo.closeOtherCodes(db, phone, codeId, now);
  await repo.deleteOldCodes(db, new Date(now.getTime() - DAY_MS));
  return { resendAfterSeconds: SIGN_IN_CODE.resendAfterSeconds };
}

/**
 * Checks a code: right, it is used up and the account (a new customer for a new number) is
 * returned; wrong, one of its tries is spent, and after the last one it is void.
 */
export async function verifySignInCode(db: Db, config: SignInConfig, phone: string, code: string): Promise<{ userId: string; isNew: boolean }> {
  return useCode(db, config, phone, code, async (tx) => {
    const existing = await repo.findUserIdByPhone(tx, phone);
    if (existing) return { userId: existing, isNew: false };
    return { userId: await repo.createCustomer(tx, phone), isNew: true };
  });
}

/**
 * Checks a code sent to the signed-in account's own number, as a confirmation of something only
 * its owner may do (erasing the account): the same tries and refusals as signing in, no session.
 */
export async function confirmWithCode(db: Db, config: SignInConfig, phone: string, code: string): Promise<void> {
  await useCode(db, config, phone, code, async () => undefined);
}

/** Why a code was refused, as the audit trail records it. */
export type CodeRefusal = 'wrong-code' | 'last-try' | 'no-valid-code';

/** A refused code: 401 with the message a person reads, and the reason for the audit trail. */
export class CodeRefused extends HttpError {
  constructor(
    message: string,
    readonly reason: CodeRefusal,
    readonly triesLeft: number,
  ) {
    super(401, message);
  }
}

/** Uses up the number's open code when `code` is it and runs `then` in the same transaction; a wrong code spends a try. */
async function useCode<T>(db: Db, config: SignInConfig, phone: string, code: string, then: (tx: Tx) => Promise<T>): Promise<T> {
  const now = config.now?.() ?? new Date();
  const outcome = await db.transaction(async (tx): Promise<{ refused: CodeRefused } | { value: T }> => {
    const open = await repo.openCodeForUpdate(tx, phone);
    if (!open || open.expiresAt.getTime() <= now.getTime() || open.wrongTries >= SIGN_IN_CODE.maxWrongTries) {
      return { refused: new CodeRefused(CODE_NOT_VALID, 'no-valid-code', 0) };
    }
    if (!config.hasher.matches(phone, code, open.codeHash)) {
      const wrongTries = open.wrongTries + 1;
      const left = SIGN_IN_CODE.maxWrongTries - wrongTries;
      await repo.countWrongTry(tx, open.id, wrongTries, left === 0 ? now : null);
      return {
        refused:
          left === 0
            ? new CodeRefused('That code is wrong, and it was the last try. Ask for a new code.', 'last-try', 0)
            : new CodeRefused(`That code is wrong. ${left} ${left === 1 ? 'try' : 'tries'} left.`, 'wrong-code', left),
      };
    }
    await repo.closeCode(tx, open.id, now);
    return { value: await then(tx) };
  });
  // The wrong try is committed before the refusal is thrown.
  if ('refused' in outcome) throw outcome.refused;
  return outcome.value;
}
