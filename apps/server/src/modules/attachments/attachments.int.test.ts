import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TestApp } from '../../test-support';
import { apiCall, CSRF, createTestApp, signedIn, TEST_DATABASES } from '../../test-support';
import { MAX_ATTACHMENT_BYTES } from './attachment-type';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
// The start of a Windows executable: "MZ", DOS stub, then the PE header the offset points to.
const EXE = (() => {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
})();

function multipartBody(filename: string, bytes: Buffer, contentType = 'application/pdf') {
  const boundary = '----mars-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(TEST_DATABASES)('attachments (%s)', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let admin: { cookie: string };
  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mars-attachments-'));
    t = await createTestApp(kind, { dataDir });
    admin = await signedIn(t.app, 'admin@mars.demo');
  });
  afterEach(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (cookie: string, filename: string, bytes: Buffer, url = '/api/v1/attachments') => {
    const body = multipartBody(filename, bytes);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { cookie, ...CSRF, ...body.headers },
      payload: body.payload,
    });
  };

  it('accepts a survey report PDF and gives back exactly the same bytes on download', async () => {
    const response = await upload(admin.cookie, 'survey report.pdf', PDF);
    expect(response.statusCode).toBe(201);
    const saved = response.json();
    expect(saved).toMatchObject({
      filename: 'survey report.pdf',
      size: PDF.length,
      contentType: 'application/pdf',
    });
    expect(Object.keys(saved).sort()).toEqual(['contentType', 'createdAt', 'filename', 'id', 'size']);

    const download = await apiCall(t.app, 'GET', `/api/v1/attachments/${saved.id}`, admin);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment; filename="survey report.pdf"');
    expect(Buffer.compare(download.rawPayload, PDF)).toBe(0);
  });

  it('refuses a program renamed to .pdf, judged by its content', async () => {
    const response = await upload(admin.cookie, 'certificate.pdf', EXE);
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('invalid_file_type');
  });

  it('accepts a crew list as CSV text and refuses binary bytes that are no known type', async () => {
    const csv = await upload(admin.cookie, 'crew.csv', Buffer.from('name;rank\nJosé;Master\n'));
    expect(csv.statusCode).toBe(201);
    expect(csv.json().contentType).toBe('text/csv');
    const binary = await upload(admin.cookie, 'notes.txt', Buffer.from([0x00, 0xff, 0x13, 0x37, 0x00]));
    expect(binary.json().error.code).toBe('invalid_file_type');
  });

  it('refuses a file over 10 MB with "size exceeds the maximum limit"', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_ATTACHMENT_BYTES + 1, 0x20)]);
    const response = await upload(admin.cookie, 'huge.pdf', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('file_too_large');
  });

  it('answers 404 when another organization asks for the file, as for a file that does not exist', async () => {
    const saved = (await upload(admin.cookie, 'smc.pdf', PDF)).json();
    const other = await signedIn(t.app, 'admin@other.demo');
    const foreign = await apiCall(t.app, 'GET', `/api/v1/attachments/${saved.id}`, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('file_not_found');
    const missing = await apiCall(
      t.app,
      'GET',
      '/api/v1/attachments/0190a000-0000-7000-8000-000000000000',
      admin,
    );
    expect(missing.json().error.code).toBe('file_not_found');
  });

  it('refuses an upload without a file and records the upload in the audit log', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/attachments',
      headers: { cookie: admin.cookie, ...CSRF, 'content-type': 'application/json' },
      payload: {},
    });
    expect(empty.json().error.code).toBe('upload_failed');
    const saved = (await upload(admin.cookie, 'smc.pdf', PDF)).json();
    const audit = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'attachment' AND entity_id = $1`,
      [saved.id],
    );
    expect(audit.rows).toEqual([{ action: 'create' }]);
  });
});
