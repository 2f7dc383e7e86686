import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../engine/db';
import { submitIdentity, uploadIdentityPhoto } from './onboarding-mutations';

const PHOTO = 'data:image/jpeg;base64,/9j/2w==';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('identity submission', () => {
  it('is sent only once the photo uploads started on this page are answered', async () => {
    const sent: string[] = [];
    let answerUpload: () => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const path = new URL(String(input), 'http://device').pathname;
        sent.push(`${init?.method} ${path}`);
        if (path.endsWith('/identity-photos')) {
          await new Promise<void>((resolve) => (answerUpload = resolve));
          sent.push('photo answered');
        }
        return json(path.endsWith('/identity-verification') ? 201 : 200, { identityPending: true, identityPhotos: [] });
      }),
    );

    const upload = uploadIdentityPhoto('provider-9', 'front', PHOTO);
    const submitted = submitIdentity('provider-9', 'passport', 'M7654321');
    await vi.waitFor(() => expect(sent).toEqual(['POST /api/provider/provider-9/identity-photos']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(1);

    answerUpload();
    expect((await upload).status).toBe('done');
    expect((await submitted).status).toBe('done');
    expect(sent).toEqual(['POST /api/provider/provider-9/identity-photos', 'photo answered', 'POST /api/provider/provider-9/identity-verification']);
  });
});
