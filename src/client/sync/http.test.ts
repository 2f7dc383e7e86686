import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiWrite, dataUrlToBlob, isFormBody, photoUploadBody } from './http';

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PNG = `data:image/png;base64,${PNG_BASE64}`;

afterEach(() => vi.unstubAllGlobals());

describe('form bodies', () => {
  it('keeps a photo upload as plain data and turns a data URL back into its bytes', async () => {
    const body = photoUploadBody('after', [PNG, 'data:image/jpeg;base64,/9j/4AAQ']);
    expect(isFormBody(body)).toBe(true);
    expect(isFormBody({ type: 'after', photos: [PNG] })).toBe(false);
    // What the outbox stores survives a structured clone / JSON round trip unchanged.
    expect(JSON.parse(JSON.stringify(body))).toEqual(body);
    expect(body.form.files.map((f) => f.name)).toEqual(['photo-1.png', 'photo-2.jpg']);
    const blob = dataUrlToBlob(PNG);
    expect(blob.type).toBe('image/png');
    expect(Buffer.from(await blob.arrayBuffer()).equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);
  });

  it('sends a form without a JSON content type (the platform sets the boundary), with the usual headers', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(async () => new Response('{}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    await apiWrite({ method: 'POST', url: '/api/bookings/b1/photos', body: photoUploadBody('before', [PNG]), idempotencyKey: 'key-12345678', actingAs: 'customer-1' });
    const init = fetchMock.mock.calls[0][1]!;
    const headers = init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers['Idempotency-Key']).toBe('key-12345678');
    expect(headers['X-Acting-As']).toBe('customer-1');
    const form = init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('type')).toBe('before');
    expect((form.get('photos') as File).type).toBe('image/png');
    await apiWrite({ method: 'POST', url: '/api/bookings', body: { a: 1 } });
    expect((fetchMock.mock.calls[1][1]!.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });
});
