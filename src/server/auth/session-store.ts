import crypto from 'node:crypto';
import { and, eq, lt, ne } from 'drizzle-orm';
import type { UserType } from '../../shared/schemas/common';
import { SESSION_DAYS } from '../../shared/domain/sign-in-policy';
import type { Db } from '../db/database';
import { sessions, users } from '../db/schema';
import type { ChangeVersions } from '../changes/change-versions';

export interface SessionRecord {
  sessionId: string;
  userId: string;
  userType: UserType;
  expiresAt: Date;
  /** True on the request that moved the expiry forward: its cookie is set again. */
  renewed?: boolean;
}

interface Cached extends SessionRecord {
  checkedAt: number;
  /** The 'sessions' change count when it was read (see ChangeVersions.movesOf). */
  generation: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_MS = SESSION_DAYS * DAY_MS;
/**
 * A cached session is read again from the database after this long (ADR 016): without shared
 * change versions (a store of its own), and in any case after MAX_CACHED_MS; with them, at once
 * after any session ends or role changes anywhere (ADR 025).
 */
const RECHECK_MS = 15_000;
/** Re-read now and then all the same, so a session in use keeps sliding its expiry in the database. */
const MAX_CACHED_MS = 60 * 60 * 1000;
/** The expiry slides forward at most once a day, so using a session rarely writes. */
const SLIDE_AFTER_MS = DAY_MS;
const MAX_CACHED = 10_000;
/** Expired rows are deleted at most this often. */
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');

/**
 * Server-side sessions: the cookie carries a random token, the database only its hash. A found
 * session is kept in memory so polls answered 304 touch no database. Ending a session (or
 * changing an account's role) is recorded as a change to the 'sessions' group: this process
 * forgets at once, every other one within a second (LISTEN/NOTIFY and the change-state re-read),
 * and re-reads the sessions it keeps. Without shared versions a found session is re-read after
 * RECHECK_MS.
 */
export class SessionStore {
  private cache = new Map<string, Cached>();
  private lastCleanup = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
    private readonly versions?: ChangeVersions,
  ) {}

  /** `device`: the browser and system as a short summary (deviceSummary), shown to the person with their sessions. */
  async start(userId: string, device: string | null = null): Promise<{ token: string; record: SessionRecord }> {
    const token = crypto.randomBytes(32).toString('base64url');
    const tokenHash = hashToken(token);
    const sessionId = crypto.randomUUID();
    const expiresAt = new Date(this.now() + SESSION_MS);
    await this.db.insert(sessions).values({ id: sessionId, userId, tokenHash, expiresAt, device });
    await this.markActive(userId);
    const [user] = await this.db.select({ userType: users.userType }).from(users).where(eq(users.id, userId));
    const record: SessionRecord = { sessionId, userId, userType: user.userType, expiresAt };
    this.remember(tokenHash, record, this.generation());
    await this.cleanupSometimes();
    return { token, record };
  }

  /** The live session for a token, sliding its expiry; undefined when unknown, ended or expired. */
  async find(token: string): Promise<SessionRecord | undefined> {
    const tokenHash = hashToken(token);
    const now = this.now();
    const cached = this.cache.get(tokenHash);
    if (cached && this.current(cached, now)) return cached;
    // Taken before the read: a change that lands during it makes the next find read again.
    const generation = this.generation();
    const [row] = await this.db
      .select({ sessionId: sessions.id, userId: sessions.userId, userType: users.userType, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, tokenHash));
    if (!row || row.expiresAt.getTime() <= now) {
      this.cache.delete(tokenHash);
      return undefined;
    }
    if (row.expiresAt.getTime() - now < SESSION_MS - SLIDE_AFTER_MS) {
      const expiresAt = new Date(now + SESSION_MS);
      await this.db.update(sessions).set({ expiresAt, updatedAt: new Date(now) }).where(eq(sessions.id, row.sessionId));
      await this.markActive(row.userId);
      this.remember(tokenHash, { ...row, expiresAt }, generation);
      return { ...row, expiresAt, renewed: true };
    }
    this.remember(tokenHash, row, generation);
    return { ...row, renewed: false };
  }

  async end(token: string): Promise<void> {
    const tokenHash = hashToken(token);
    this.cache.delete(tokenHash);
    await this.recorded((db) => db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)));
  }

  /** Ends every session of the account (sign out of all devices), or all but one. */
  async endAll(userId: string, exceptSessionId?: string): Promise<void> {
    for (const [hash, record] of this.cache) {
      if (record.userId === userId && record.sessionId !== exceptSessionId) this.cache.delete(hash);
    }
    const ofUser = eq(sessions.userId, userId);
    await this.recorded((db) => db.delete(sessions).where(exceptSessionId ? and(ofUser, ne(sessions.id, exceptSessionId)) : ofUser));
  }

  /** After a role change: cached sessions of the account are read again. */
  forgetUser(userId: string): void {
    for (const [hash, record] of this.cache) if (record.userId === userId) this.cache.delete(hash);
  }

  async deleteExpired(): Promise<number> {
    const gone = await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date(this.now()))).returning({ id: sessions.id });
    return gone.length;
  }

  private async cleanupSometimes(): Promise<void> {
    if (this.now() - this.lastCleanup < CLEANUP_EVERY_MS) return;
    this.lastCleanup = this.now();
    await this.deleteExpired();
  }

  /** The account is in use: its idle clock restarts and a notice of erasure for inactivity is withdrawn (retention sweep). */
  private async markActive(userId: string): Promise<void> {
    await this.db.update(users).set({ lastActiveAt: new Date(this.now()), inactivityNoticeAt: null }).where(eq(users.id, userId));
  }

  private generation(): number {
    return this.versions?.movesOf('sessions') ?? 0;
  }

  private current(cached: Cached, now: number): boolean {
    if (cached.expiresAt.getTime() <= now) return false;
    if (!this.versions) return now - cached.checkedAt < RECHECK_MS;
    return cached.generation === this.generation() && now - cached.checkedAt < MAX_CACHED_MS;
  }

  /** Ends sessions as a recorded change, so every process's cache learns of it. */
  private async recorded(end: (db: Db) => Promise<unknown>): Promise<void> {
    if (!this.versions) {
      await end(this.db);
      return;
    }
    await this.versions.transaction(this.db, (tx) => end(tx as unknown as Db), () => ['sessions']);
  }

  private remember(tokenHash: string, record: SessionRecord, generation: number): void {
    this.cache.delete(tokenHash);
    if (this.cache.size >= MAX_CACHED) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(tokenHash, { ...record, renewed: false, checkedAt: this.now(), generation });
  }
}
