import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { parseEnv } from '../env';
import { logGateway } from './gateway';
import { eventsWithoutTemplate, linksOnlyTo, parseSmsTemplateIds, SMS_EVENTS, templateIdOf } from './templates';

describe('SMS_TEMPLATE_IDS', () => {
  it('takes one id per SMS event, or one per language', () => {
    const ids = parseSmsTemplateIds('{"bidAccepted":"1107170000000000001","jobReleased":{"en-IN":"1107170000000000002","kn-IN":"1107170000000000003"}}');
    expect(templateIdOf(ids, 'bidAccepted', 'hi-IN')).toBe('1107170000000000001');
    expect(templateIdOf(ids, 'jobReleased', 'kn-IN')).toBe('1107170000000000003');
    // A language without its own template falls back to English's.
    expect(templateIdOf(ids, 'jobReleased', 'hi-IN')).toBe('1107170000000000002');
    expect(templateIdOf(ids, 'rentalConfirmed', 'en-IN')).toBeUndefined();
    expect(eventsWithoutTemplate(ids)).toEqual(SMS_EVENTS.filter((e) => e !== 'bidAccepted' && e !== 'jobReleased'));
    expect(parseSmsTemplateIds(undefined)).toEqual({});
  });

  it('refuses at start what is not JSON, an event not sent by SMS, a language it does not know, an id that is not digits', () => {
    const refusal = (text: string) => {
      try {
        parseEnv({ SMS_TEMPLATE_IDS: text });
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(refusal('{bidAccepted: 1}')).toMatch(/SMS_TEMPLATE_IDS: SMS_TEMPLATE_IDS must be JSON/);
    expect(refusal('["1"]')).toMatch(/must be a JSON object/);
    expect(refusal('{"newBid":"1107"}')).toMatch(/'newBid', which is not sent by SMS \(those are bidAccepted, jobReleased, rentalConfirmed\)/);
    expect(refusal('{"bidAccepted":{"ta-IN":"1107"}}')).toMatch(/language 'ta-IN'/);
    expect(refusal('{"bidAccepted":"DLT-1107"}')).toMatch(/SMS_TEMPLATE_IDS.bidAccepted must be the DLT template id's digits/);
    expect(refusal('{"bidAccepted":"1107170000000000001"}')).toBeNull();
  });
});

describe('links in an SMS', () => {
  it('may name only the app’s own address', () => {
    const own = 'https://app.gaadicare.in';
    expect(linksOnlyTo('GaadiCare: Your bid was accepted. https://app.gaadicare.in/provider-dashboard', own)).toBe(true);
    expect(linksOnlyTo('Basic Wash, 29 Nov, 10:00 am. ₹450.00.', own)).toBe(true);
    expect(linksOnlyTo('See https://bit.ly/x and https://app.gaadicare.in/', own)).toBe(false);
    expect(linksOnlyTo('Pick it up at www.example.com/tools', own)).toBe(false);
    expect(linksOnlyTo('Foam kit from shop.example.in', own)).toBe(false);
  });
});

describe('with no SMS_HTTP_URL', () => {
  it('writes the message to the log with the number masked, as sign-in codes are', async () => {
    const lines: { fields: Record<string, unknown>; text: string }[] = [];
    const log = { info: (fields: Record<string, unknown>, text: string) => lines.push({ fields, text }) } as unknown as FastifyBaseLogger;
    await logGateway.send('+919812345678', 'GaadiCare: Your bid was accepted.', log, { templateId: '1107170000000000001' });
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain('9812345678');
    expect(lines[0]!.fields).toMatchObject({ to: '+91•••••••678', templateId: '1107170000000000001' });
  });
});
