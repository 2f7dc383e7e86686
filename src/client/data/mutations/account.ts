import { apiUrl, type ApiRoute } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { requestCodeResultSchema, sessionSchema, type Session } from '../../../shared/schemas/user';
import { ApiError, NetworkError, apiDownload, apiGet, apiWrite } from '../../sync/http';
import { consentStatesSchema, type ConsentState, type SaveConsentsBody } from '../../../shared/schemas/privacy';
import { mySessionsSchema, type MySession } from '../../../shared/schemas/my-sessions';
import { db as defaultDb, type GaadiDb } from '../engine/db';
import { applySession } from '../engine/session-store';
import { flushOutbox } from '../engine/sync-runtime';

/** How an account call ended; screens word it. */
export type AccountCall<T> =
  | { status: 'ok'; value: T }
  | { status: 'offline' }
  | { status: 'refused'; message: string; retryAfterSeconds: number | null };

async function call<T>(
  route: ApiRoute<'POST' | 'PATCH' | 'PUT' | 'DELETE', string, undefined>,
  body: unknown,
  read: (body: unknown) => T | null,
): Promise<AccountCall<T>> {
  let answer;
  try {
    answer = await apiWrite({ method: route.method, url: apiUrl(route as never), body });
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    return { status: 'offline' };
  }
  const value = answer.ok ? read(answer.body) : null;
  if (value === null) {
    return {
      status: 'refused',
      message: answer.message || 'Something went wrong. Please try again.',
      retryAfterSeconds: answer.retryAfterMs === null ? null : Math.ceil(answer.retryAfterMs / 1000),
    };
  }
  return { status: 'ok', value };
}

const sessionOf = (body: unknown) => sessionSchema.safeParse(body).data ?? null;

/** Stores the session the server answered and sends the changes that now may go. */
async function adopt(database: GaadiDb, session: Session): Promise<Session> {
  await applySession(database, session);
  flushOutbox(true);
  return session;
}

/** Sends a sign-in code by SMS to the number (as typed; the server normalises it). */
export function requestSignInCode(phone: string): Promise<AccountCall<{ resendAfterSeconds: number }>> {
  return call(apiRoutes.requestSignInCode, { phone }, (body) => requestCodeResultSchema.safeParse(body).data ?? null);
}

/** A signed-in session, and how many changes of another account wait on this device. */
export interface SignedIn {
  session: Session;
  /** When above 0 the session is not stored yet: the person is asked first (useSignedIn / adoptSession). */
  othersWaiting: number;
}

/**
 * Signs in with the code. If another account's changes wait on this device, nothing is stored
 * and nothing of that account shown until the person confirms (adoptSession) or signs out again;
 * otherwise the session is stored at once and the account's own waiting changes are sent.
 */
export async function verifySignInCode(phone: string, code: string, database: GaadiDb = defaultDb): Promise<AccountCall<SignedIn>> {
  const result = await call(apiRoutes.verifySignInCode, { phone, code }, sessionOf);
  if (result.status !== 'ok') return result;
  const me = result.value.user?.id ?? null;
  const othersWaiting = await database.pendingMutations.filter((m) => m.userId !== null && m.userId !== me).count();
  if (othersWaiting === 0) await adopt(database, result.value);
  return { status: 'ok', value: { session: result.value, othersWaiting } };
}

/** Stores a session the person confirmed (another account's changes stay, unsent and hidden). */
export async function adoptSession(session: Session, database: GaadiDb = defaultDb): Promise<void> {
  await adopt(database, session);
}

/** The name asked for after the first sign-in; `acceptedNotice` records the privacy notice shown beside it. */
export async function setAccountName(name: string, database: GaadiDb = defaultDb, acceptedNotice?: string): Promise<AccountCall<Session>> {
  const result = await call(apiRoutes.updateAccount, acceptedNotice ? { name, acceptedNotice } : { name }, sessionOf);
  if (result.status === 'ok') await adopt(database, result.value);
  return result;
}

/** Corrects the account's own details (name, e-mail, area; '' clears the e-mail and the area). */
export async function updateMyDetails(details: { name: string; email: string; location: string }, database: GaadiDb = defaultDb): Promise<AccountCall<Session>> {
  const result = await call(apiRoutes.updateAccount, details, sessionOf);
  if (result.status === 'ok') await adopt(database, result.value);
  return result;
}

/** Moves the account to a new number, with the code just sent to that number. */
export async function changeMyPhone(phone: string, code: string, database: GaadiDb = defaultDb): Promise<AccountCall<Session>> {
  const result = await call(apiRoutes.changePhone, { phone, code }, sessionOf);
  if (result.status === 'ok') await adopt(database, result.value);
  return result;
}

/** "Join as provider": the signed-in customer becomes a provider starting onboarding. */
export async function joinAsProvider(database: GaadiDb = defaultDb): Promise<AccountCall<Session>> {
  const result = await call(apiRoutes.joinAsProvider, undefined, sessionOf);
  if (result.status === 'ok') await adopt(database, result.value);
  return result;
}

/** Signs out of this device, or of every device. Unsent changes stay, kept for the same account. */
export async function signOut(everywhere: boolean, database: GaadiDb = defaultDb): Promise<AccountCall<Session>> {
  const result = await call(everywhere ? apiRoutes.signOutEverywhere : apiRoutes.signOut, undefined, sessionOf);
  if (result.status === 'ok') await applySession(database, result.value);
  return result;
}

/** A copy of everything held about the signed-in person: the ZIP's bytes and the name to save it as. */
export async function downloadMyData(): Promise<AccountCall<{ blob: Blob; fileName: string }>> {
  try {
    const file = await apiDownload(apiUrl(apiRoutes.exportMyData as never));
    return { status: 'ok', value: { blob: file.blob, fileName: file.fileName ?? 'gaadicare-my-data.zip' } };
  } catch (error) {
    if (error instanceof NetworkError) return { status: 'offline' };
    if (!(error instanceof ApiError)) throw error;
    return { status: 'refused', message: error.serverMessage, retryAfterSeconds: error.retryAfterMs === null ? null : Math.ceil(error.retryAfterMs / 1000) };
  }
}

/**
 * Erases the signed-in account with the code sent to its number. On success the session the
 * server answered (nobody, or the demo's persona) is stored, which empties every per-account
 * table, and the account's changes still waiting on this device are dropped: it is gone.
 */
export async function eraseMyAccount(code: string, database: GaadiDb = defaultDb): Promise<AccountCall<Session>> {
  const me = (await database.session.toArray())[0]?.user?.id ?? null;
  const result = await call(apiRoutes.eraseMyAccount, { code }, sessionOf);
  if (result.status !== 'ok') return result;
  if (me) await database.pendingMutations.filter((m) => m.userId === me).delete();
  await applySession(database, result.value);
  return result;
}

const consentsOf = (body: unknown) => consentStatesSchema.safeParse(body).data ?? null;

/** The person's latest decision on each purpose. */
export async function myConsents(): Promise<AccountCall<ConsentState[]>> {
  try {
    const answer = await apiGet(apiUrl(apiRoutes.getMyConsents as never));
    if (answer.status !== 200) return { status: 'refused', message: 'Something went wrong. Please try again.', retryAfterSeconds: null };
    const value = consentsOf(answer.body);
    return value ? { status: 'ok', value } : { status: 'refused', message: 'Something went wrong. Please try again.', retryAfterSeconds: null };
  } catch (error) {
    if (error instanceof NetworkError) return { status: 'offline' };
    if (!(error instanceof ApiError)) throw error;
    return { status: 'refused', message: error.serverMessage, retryAfterSeconds: null };
  }
}

/** Turns optional purposes on or off; answers the decisions as they now stand. */
export function saveMyConsents(body: SaveConsentsBody): Promise<AccountCall<ConsentState[]>> {
  return call(apiRoutes.saveMyConsents, body, consentsOf);
}

const mySessionsOf = (body: unknown): MySession[] | null => mySessionsSchema.safeParse(body).data ?? null;

/** Where the person is signed in (GET /api/me/sessions): read live, not mirrored. */
export async function loadMySessions(): Promise<AccountCall<MySession[]>> {
  try {
    const answer = await apiGet(apiUrl(apiRoutes.listMySessions as never));
    const value = answer.status === 200 ? mySessionsOf(answer.body) : null;
    return value ? { status: 'ok', value } : { status: 'refused', message: 'Your devices could not be read.', retryAfterSeconds: null };
  } catch (error) {
    if (error instanceof NetworkError) return { status: 'offline' };
    if (!(error instanceof ApiError)) throw error;
    return { status: 'refused', message: error.serverMessage, retryAfterSeconds: null };
  }
}

/** Ends every session of the account but this device's; answers the sessions left (this one). */
export function signOutOtherDevices(): Promise<AccountCall<MySession[]>> {
  return call(apiRoutes.signOutOtherDevices, undefined, mySessionsOf);
}
