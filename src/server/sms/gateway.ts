import type { FastifyBaseLogger } from 'fastify';
import { maskPhone } from '../ops/mask-phone';

/** How one message is sent. */
export interface SmsSendOptions {
  /**
   * The same for every attempt at one message (the outbox's stable key, ADR 051), so a provider
   * that sees it twice can drop the repeat. The HTTP provider gets it as `Idempotency-Key`.
   */
  key?: string;
  /** The DLT template the message was registered as (SMS_TEMPLATE_IDS); sent as `templateId`. */
  templateId?: string;
}

/**
 * Where sign-in codes and notices go. One small interface so a provider's API (and its DLT-registered
 * template, docs/security.md) plugs in without touching its callers. `send` rejects when the message did not go.
 */
export interface SmsGateway {
  readonly name: string;
  send(to: string, message: string, log: FastifyBaseLogger, options?: SmsSendOptions): Promise<void>;
}

/**
 * The default: the message is written to the server log (development and the demo), the one line
 * that shows a sign-in code; the number is masked like every phone in the logs.
 */
export const logGateway: SmsGateway = {
  name: 'log',
  async send(to, message, log, options) {
    const masked = maskPhone(to);
    log.info({ to: masked, sms: message, ...(options?.templateId ? { templateId: options.templateId } : {}) }, `SMS to ${masked}: ${message}`);
  },
};

const SEND_TIMEOUT_MS = 10_000;

/**
 * POSTs {to, message, templateId} as JSON to `url` (templateId when the message has one), with `Authorization: Bearer <token>` when a token is given
 * and `Idempotency-Key` when the message has a stable key.
 */
export function httpGateway(url: string, token?: string): SmsGateway {
  return {
    name: 'http',
    async send(to, message, _log, options) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(options?.key ? { 'idempotency-key': options.key } : {}),
        },
        body: JSON.stringify({ to, message, ...(options?.templateId ? { templateId: options.templateId } : {}) }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

export function smsGatewayFrom(env: { SMS_HTTP_URL?: string; SMS_HTTP_TOKEN?: string }): SmsGateway {
  return env.SMS_HTTP_URL ? httpGateway(env.SMS_HTTP_URL, env.SMS_HTTP_TOKEN || undefined) : logGateway;
}
