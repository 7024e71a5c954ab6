// The TLS settings (config.ts): both files or neither, each readable, the key the certificate's; a
// setting MARS cannot start with stops server.ts with one line saying why, not a stack.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ConfigError, readConfig } from './config';
import type { TestCertificate } from './tls-test-support';
import { makeTestCertificate } from './tls-test-support';

describe('TLS configuration', () => {
  let certificate: TestCertificate;
  let other: TestCertificate;
  beforeAll(async () => {
    [certificate, other] = await Promise.all([makeTestCertificate(), makeTestCertificate()]);
  });
  afterAll(async () => {
    await certificate?.remove();
    await other?.remove();
  });

  it('stays plain HTTP without the variables, with cookies Secure only when told', () => {
    const plain = readConfig({});
    expect(plain.tls).toBeUndefined();
    expect(plain.secureCookies).toBe(false);
    expect(plain.publicUrl).toBe('http://localhost:3000');
    expect(readConfig({ MARS_SECURE_COOKIES: '1' }).secureCookies).toBe(true);
  });

  it('reads the certificate and key, and then marks cookies Secure', () => {
    const config = readConfig(certificate.env);
    expect(config.tls?.cert.equals(certificate.cert)).toBe(true);
    expect(config.tls?.key.equals(certificate.key)).toBe(true);
    expect(config.secureCookies).toBe(true);
    expect(config.publicUrl).toBe('https://localhost:3000');
  });

  it('refuses one variable without the other', () => {
    expect(() => readConfig({ MARS_TLS_CERT_FILE: certificate.certFile })).toThrow(
      new ConfigError('MARS_TLS_CERT_FILE and MARS_TLS_KEY_FILE go together: MARS_TLS_KEY_FILE is not set'),
    );
    expect(() => readConfig({ MARS_TLS_KEY_FILE: certificate.keyFile })).toThrow(
      /MARS_TLS_CERT_FILE is not set/,
    );
  });

  it('refuses a file that cannot be read, naming the variable, the file and why', () => {
    const missing = join(tmpdir(), 'mars-no-such-cert.pem');
    expect(() => readConfig({ ...certificate.env, MARS_TLS_CERT_FILE: missing })).toThrow(
      new ConfigError(`MARS_TLS_CERT_FILE: cannot read '${missing}' (ENOENT)`),
    );
    expect(() => readConfig({ ...certificate.env, MARS_TLS_KEY_FILE: tmpdir() })).toThrow(
      new ConfigError(`MARS_TLS_KEY_FILE: cannot read '${tmpdir()}' (EISDIR)`),
    );
  });

  it('refuses a key that is not the certificate’s, and a file that is no PEM', () => {
    expect(() => readConfig({ ...certificate.env, MARS_TLS_KEY_FILE: other.keyFile })).toThrow(ConfigError);
    expect(() => readConfig({ ...certificate.env, MARS_TLS_KEY_FILE: certificate.certFile })).toThrow(
      /are not a PEM certificate and its key/,
    );
  });

  it('stops the server with one line when a file is missing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mars-config-'));
    try {
      const server = join(import.meta.dirname, 'server.ts');
      const run = promisify(execFile)(process.execPath, ['--import', 'tsx', server], {
        env: {
          ...process.env,
          MARS_DATA_DIR: dataDir,
          MARS_TLS_CERT_FILE: join(dataDir, 'missing.pem'),
          MARS_TLS_KEY_FILE: certificate.keyFile,
        },
      });
      const failure = (await run.then(
        () => undefined,
        (error: unknown) => error,
      )) as { code: number; stderr: string; stdout: string } | undefined;
      expect(failure?.code).toBe(1);
      expect(failure?.stderr.trim()).toBe(
        `MARS cannot start: MARS_TLS_CERT_FILE: cannot read '${join(dataDir, 'missing.pem')}' (ENOENT)`,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
