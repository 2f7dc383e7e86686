import * as z from 'zod/mini';
import { AUDIT_ACTION_NAMES, AUDIT_PAGE } from '../domain/audit-actions';

export const auditActionSchema = z.enum(AUDIT_ACTION_NAMES as [string, ...string[]]);

/** GET /api/admin/audit's filters: who, what, from/to (ISO instants), and paging (newest first). */
export const auditQuerySchema = z.object({
  actor: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
  action: z.optional(auditActionSchema),
  from: z.optional(z.iso.datetime({ offset: true })),
  to: z.optional(z.iso.datetime({ offset: true })),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(AUDIT_PAGE.max))),
  /** The `next` of the previous page: events older than it. */
  before: z.optional(z.string().check(z.regex(/^\d+$/))),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.nullable(z.string()),
  actorRole: z.nullable(z.string()),
  action: auditActionSchema,
  subject: z.nullable(z.string()),
  ip: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
  /** The values before and after, personal fields masked; null where there was none. */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditPageSchema = z.object({
  events: z.array(auditEventSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  next: z.nullable(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
