/**
 * Every action the audit trail records (docs/operations.md, ADR 076): its one home. The server
 * records them (src/server/modules/audit), the admin console's Audit tab filters and names them
 * (`admin.audit.action.<name>` in the catalogs). A new operator action — a refund, a payout, a
 * damage claim — adds its line here and calls `recordAudit` inside its write.
 */
export const AUDIT_ACTIONS = {
  'pricing.update': { kind: 'operator', subject: 'pricing' },
  'settings.update': { kind: 'operator', subject: 'settings' },
  'service.create': { kind: 'operator', subject: 'service' },
  'service.update': { kind: 'operator', subject: 'service' },
  'service.delete': { kind: 'operator', subject: 'service' },
  /** An administrator edits a tool's name or description, in English, Kannada or Hindi (ADR 104). */
  'tool.update': { kind: 'operator', subject: 'tool' },
  /** The verified switch turned on: for a provider, the identity submission is approved. */
  'verification.approve': { kind: 'operator', subject: 'user' },
  /** The verified switch turned off: for a provider, the identity approval is withdrawn. */
  'verification.reject': { kind: 'operator', subject: 'user' },
  /** An account's role changed: `npm run user:admin`, or a customer joining as a provider. */
  'role.change': { kind: 'operator', subject: 'user' },
  /** An administrator refunds (part of) a booking's online payment through the gateway (ADR 092). */
  'refund.create': { kind: 'operator', subject: 'booking' },
  'payout.run': { kind: 'operator', subject: 'payout' },
  /** An administrator records a tool rental's rent and deposit paid in cash at pickup (ADR 063). */
  'rental.cash-record': { kind: 'operator', subject: 'rental' },
  /** An administrator settles a returned rental's deposit: the damage kept and why, the rest going back (ADR 063). */
  'rental.deposit-settle': { kind: 'operator', subject: 'rental' },
  /** An administrator records a deposit owed back in cash as paid back (ADR 063). */
  'rental.deposit-paid-back': { kind: 'operator', subject: 'rental' },
  /** The payouts waiting for a bank file put in a new bank bulk-transfer file (ADR 068). */
  'payout.bank-file': { kind: 'operator', subject: 'payout' },
  /** An administrator marks a bank file's payouts processed or failed, as the bank reported them. */
  'payout.bank-outcome': { kind: 'operator', subject: 'payout' },
  'session.sign-in': { kind: 'session', subject: 'user' },
  /** A sign-in code refused: wrong (a try spent), the last try, or no valid code (expired, used, void). Masked phone, never the code. */
  'session.sign-in-failed': { kind: 'session', subject: 'user' },
  'session.sign-out': { kind: 'session', subject: 'user' },
  'session.sign-out-everywhere': { kind: 'session', subject: 'user' },
  /** An administrator sent a test push to their own devices. */
  'push.test': { kind: 'operator', subject: 'user' },
  /**
   * An account erased, by its person or by the retention sweep (docs/privacy.md): the row names the
   * emptied account's id and why, never the address, browser, name or number of the person.
   */
  'account.erase': { kind: 'privacy', subject: 'user' },
  /** A support ticket or grievance answered by an operator. */
  'support.answer': { kind: 'operator', subject: 'ticket' },
} as const satisfies Record<string, { kind: 'operator' | 'session' | 'privacy'; subject: string }>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** How many events one page of GET /api/admin/audit holds at most, and by default. */
export const AUDIT_PAGE = { max: 200, default: 50 } as const;
