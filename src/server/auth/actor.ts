import type { FastifyRequest } from 'fastify';
import type { UserType } from '../../shared/schemas/common';
import { forbidden } from '../http/http-error';

export interface Actor {
  id: string;
  userType: UserType;
  /** Set when signed in (a session row); absent for the demo's default persona. */
  sessionId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor;
  }
}

const roleNames: Record<UserType, string> = { customer: 'a customer', provider: 'a provider', admin: 'the administrator' };

/** 403 unless the acting user has one of the roles. */
export function requireRole(actor: Actor, ...roles: UserType[]): void {
  if (!roles.includes(actor.userType)) {
    throw forbidden(`This needs ${roles.map((r) => roleNames[r]).join(' or ')}; you are acting as ${roleNames[actor.userType]}`);
  }
}

/** Ids in paths and bodies must name the acting user, unless the acting user is the admin. */
export function requireSelfOrAdmin(actor: Actor, userId: string): void {
  if (actor.userType === 'admin') return;
  if (actor.id !== userId) throw forbidden('You can only act for your own account');
}

export const isAdmin = (actor: Actor | null) => actor?.userType === 'admin';

/**
 * Who calls a public read (shared/api/public-reads.ts): null for a visitor outside demo mode, who
 * has no actor (ADR 065). Every other route has one, so its handlers read `request.actor`.
 */
export function callerOf(request: FastifyRequest): Actor | null {
  return (request.actor as Actor | null) ?? null;
}

/** A key part naming the caller: the actor's id, or '' for a visitor (no account has an empty id). */
export const callerKey = (request: FastifyRequest): string => callerOf(request)?.id ?? '';
