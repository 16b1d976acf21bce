import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** The built web app as the server sends it: the build's compressed copies, and caching by kind of file. */
describe('the web app', () => {
  const script = `console.log(${JSON.stringify('Tenaga '.repeat(400))});\n`;
  let webDist: string;
  let t: TestApp;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tenaga-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Tenaga</title>');
    fs.writeFileSync(path.join(webDist, 'assets/app-abc123.js'), script);
    fs.writeFileSync(path.join(webDist, 'assets/app-abc123.js.br'), brotliCompressSync(script));
    fs.writeFileSync(path.join(webDist, 'assets/app-abc123.js.gz'), gzipSync(script));
    fs.writeFileSync(path.join(webDist, 'assets/small-def456.js'), 'export {};\n');
    t = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends a hashed file brotli-compressed to a browser that takes brotli, cached for a year', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(script.length / 4);
    expect(response.rawPayload.equals(brotliCompressSync(script))).toBe(true);
  });

  it('sends gzip to a browser without brotli, and the file as it is to one without either', async () => {
    const gzip = await get('/assets/app-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends a file without compressed copies as it is', async () => {
    const response = await get('/assets/small-def456.js', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('export {};\n');
  });

  it('answers page paths with index.html, revalidated on every visit', async () => {
    const response = await get('/employees/list', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Tenaga</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
