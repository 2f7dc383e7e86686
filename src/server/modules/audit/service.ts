import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '../../../shared/domain/audit-actions';
import type { DbOrTx } from '../../db/database';
import { maskPersonal } from './mask';
import { insertAuditEvent } from './repository';

/** Who acted and from where: an account (or null for the command line), its role, address and browser. */
export interface AuditContext {
  actorId: string | null;
  actorRole: string | null;
  ip: string | null;
  userAgent: string | null;
}

/** The longest user agent kept; longer ones are cut (a header can be kilobytes). */
const USER_AGENT_MAX = 512;

/** The request's actor, address (TRUST_PROXY decides whether X-Forwarded-For counts) and user agent. */
export function auditContextOf(request: FastifyRequest, actor?: { id: string; userType: string } | null): AuditContext {
  const who = actor === undefined ? ((request.actor as FastifyRequest['actor'] | null) ?? null) : actor;
  const agent = request.headers['user-agent'];
  return {
    actorId: who?.id ?? null,
    actorRole: who?.userType ?? null,
    ip: request.ip ?? null,
    userAgent: agent ? agent.slice(0, USER_AGENT_MAX) : null,
  };
}

/** The command line's context (`npm run user:admin`): no account, no address. */
export const COMMAND_LINE: AuditContext = { actorId: null, actorRole: 'command-line', ip: null, userAgent: null };

export interface AuditChange {
  /** What was acted on: an id, or 'pricing' / 'settings'. */
  subject?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records one action in the audit trail. Call it inside the write's transaction (runWrite's `tx`),
 * so the row commits with the change or not at all, and a replayed Idempotency-Key (answered from
 * storage, its effect not run) adds none. Personal fields of `before`/`after` are masked here.
 */
export async function recordAudit(tx: DbOrTx, context: AuditContext, action: AuditAction, change: AuditChange = {}): Promise<void> {
  await insertAuditEvent(tx, {
    ...context,
    action,
    subject: change.subject ?? null,
    before: change.before === undefined ? null : maskPersonal(change.before),
    after: change.after === undefined ? null : maskPersonal(change.after),
  });
}

/**
 * The one line a request handler adds for a sign-in or sign-out: `who` is the account signing in
 * (or out); nothing is recorded without one (signing out with no session).
 */
export async function recordSessionEvent(
  db: DbOrTx,
  request: FastifyRequest,
  action: Extract<AuditAction, `session.${string}`>,
  who: { id: string; userType: string } | null | undefined,
  detail?: Record<string, unknown>,
): Promise<void> {
  if (!who) return;
  await recordAudit(db, auditContextOf(request, who), action, { subject: who.id, ...(detail ? { after: detail } : {}) });
}
