import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The suite's second globalSetup (vitest.config.ts): a self-signed certificate for the local push
 * service (fake-push-service.ts), trusted by every test process through NODE_EXTRA_CA_CERTS, which
 * Node reads when a process starts (the test processes start after this).
 */
export default function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaadicare-push-tls-'));
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
    '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
  ], { stdio: 'ignore' });
  process.env.NODE_EXTRA_CA_CERTS = path.join(dir, 'cert.pem');
  process.env.TEST_PUSH_TLS_DIR = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
