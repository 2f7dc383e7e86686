import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';

let app: FastifyInstance;
let clientDir: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-client-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>GaadiCare</title>');
  fs.mkdirSync(path.join(clientDir, 'prerendered'));
  fs.writeFileSync(path.join(clientDir, 'prerendered', 'index.html'), '<!doctype html><title>GaadiCare</title><h1>Landing</h1>');
  fs.writeFileSync(path.join(clientDir, 'prerendered', 'contact.html'), '<!doctype html><title>GaadiCare</title><h1>Contact Us</h1>');
  fs.writeFileSync(path.join(clientDir, 'prerendered', 'not-found.html'), '<!doctype html><title>Page Not Found</title><h1>Page Not Found</h1>');
  fs.writeFileSync(
    path.join(clientDir, 'prerendered', 'pages.json'),
    JSON.stringify({
      '/': 'prerendered/index.html',
      '/contact': 'prerendered/contact.html',
      '/book-service': 'index.html',
      '/customer-history': 'index.html',
      '*': 'prerendered/not-found.html',
    }),
  );
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync('console.log(1)'));
  fs.writeFileSync(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  app = await buildApp({ dataDir: 'memory://', clientDir, serveClient: true, logLevel: 'silent' });
});
afterAll(async () => app?.close());

describe('serving the app', () => {
  it('answers a screen rendered at build time for its path, and index.html for a screen rendered in the browser', async () => {
    for (const url of ['/book-service', '/book-service/', '/book-service?booking=x']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toBe('<!doctype html><title>GaadiCare</title>');
    }
    for (const url of ['/', '/?utm_source=sms']) {
      const landing = await app.inject({ method: 'GET', url });
      expect(landing.statusCode).toBe(200);
      expect(landing.body).toContain('<h1>Landing</h1>');
    }
    expect((await app.inject({ method: 'GET', url: '/contact?ref=1' })).body).toContain('<h1>Contact Us</h1>');
  });

  it('answers a path no screen has with the Page Not Found page and status 404', async () => {
    for (const url of ['/no/such/page', '/contact/more', '/favicon-that-is-not-there.ico', '/Contact']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<h1>Page Not Found</h1>');
    }
    expect((await app.inject({ method: 'HEAD', url: '/nowhere' })).statusCode).toBe(404);
  });

  it('compresses the HTML pages for browsers that accept it', async () => {
    const br = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>Landing</h1>');
    const gz = await app.inject({ method: 'GET', url: '/customer-history', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe('<!doctype html><title>GaadiCare</title>');
  });

  it('serves hashed assets for a year and the service worker uncached', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const sw = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('sends the build-time compressed copy to browsers that accept it', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1)');
  });

  it('answers unknown API paths with 404 JSON, never the app', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/unknown', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'There is no API route POST /api/unknown' });
  });

  it('seeds the demo catalogue on a fresh database', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/session' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: 'customer-1', name: 'Priya Sharma' });
    expect(res.json().personas).toHaveLength(6);
    expect(res.cookies.find((c) => c.name === 'gc_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });
});

describe('writes made as another persona', () => {
  it('wait with 401 instead of being judged as the current persona', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/tool-rentals', headers: { 'x-acting-as': 'provider-1' }, payload: { toolId: 'tool-vacuum', customerId: 'customer-1' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/made as provider-1/);
    const same = await app.inject({ method: 'GET', url: '/api/tools', headers: { 'x-acting-as': 'customer-1' } });
    expect(same.statusCode).toBe(200);
  });
});
