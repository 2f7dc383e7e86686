/**
 * What a support ticket is: a complaint the support chat passed to the team, or a grievance sent to
 * the grievance officer from the contact page (docs/privacy.md).
 */
export const SUPPORT_TICKET_KINDS = ['complaint', 'grievance'] as const;
export type SupportTicketKind = (typeof SUPPORT_TICKET_KINDS)[number];

/** The longest answer the team writes to a ticket. */
export const SUPPORT_ANSWER_MAX = 2000;
