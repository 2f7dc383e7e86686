import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { parseEnv } from '../../src/server/env';

/** Rotating SESSION_SECRET without signing everyone out (docs/operations.md, "Rotate secrets"). */
const OLD = 'old-secret-old-secret-old-secret-0000';
const NEW = 'new-secret-new-secret-new-secret-1111';
let before: TestApp;
let after: TestApp;

beforeAll(async () => {
  before = await createTestApp({ sessionSecret: OLD });
});
afterAll(async () => {
  await before?.close();
  await after?.close();
});

const whoIs = async (app: TestApp, cookie: string) => {
  const res = await app.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
  return { user: (res.json() as { user: { id: string } | null }).user?.id ?? null, setCookie: res.cookies.find((c) => c.name === 'gc_session')?.value };
};

describe('session secret rotation', () => {
  it('takes a cookie signed with the previous secret, signs it again with the new one, and refuses it once the previous is dropped', async () => {
    // A process started with the new secret, and the old one as previous; a session signed by the old one.
    after = await createTestApp({ sessionSecret: NEW, previousSessionSecrets: [OLD] });
    const userId = 'provider-1';
    const { token: newToken } = await after.app.sessions.start(userId);
    const signedOld = `gc_session=${encodeURIComponent(before.app.signCookie(`${newToken}.${userId}`))}`;

    const first = await whoIs(after, signedOld);
    expect(first.user).toBe('provider-1');
    // Signed again with the new secret: the next process, without the previous one, takes it.
    expect(first.setCookie).toBeDefined();
    expect(first.setCookie).toBe(after.app.signCookie(`${newToken}.${userId}`));
    const renewed = `gc_session=${encodeURIComponent(first.setCookie!)}`;
    expect((await whoIs(after, renewed)).user).toBe('provider-1');
    // A cookie signed with the new secret needs no renewing.
    expect((await whoIs(after, renewed)).setCookie).toBeUndefined();

    const third = await createTestApp({ sessionSecret: 'third-secret-third-secret-third-2222', previousSessionSecrets: [NEW] });
    try {
      const { token: t3 } = await third.app.sessions.start(userId);
      const oldOnly = `gc_session=${encodeURIComponent(before.app.signCookie(`${t3}.${userId}`))}`;
      expect((await whoIs(third, oldOnly)).user).not.toBe('provider-1');
    } finally {
      await third.close();
    }
  });

  it('reads SESSION_SECRET_PREVIOUS as a comma-separated list of secrets of 32 characters or more', () => {
    expect(parseEnv({ SESSION_SECRET: NEW, SESSION_SECRET_PREVIOUS: `${OLD}, ${'x'.repeat(40)}` }).SESSION_SECRET_PREVIOUS).toEqual([OLD, 'x'.repeat(40)]);
    expect(parseEnv({}).SESSION_SECRET_PREVIOUS).toEqual([]);
    expect(() => parseEnv({ SESSION_SECRET_PREVIOUS: 'short' })).toThrow(/SESSION_SECRET_PREVIOUS/);
  });
});
