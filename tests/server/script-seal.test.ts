import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { sealDocument, withScriptSources } from '../../src/server/render/script-seal.ts';

const nonce = '0123456789abcdef0123456789abcdef';
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test("hashes the render's own inline scripts, drops its nonce everywhere, and never hashes an injected script", () => {
  const html = [
    `<script nonce="${nonce}" id="_R_">self.state={"a":1}</script>`,
    `<script type="module" src="/assets/entry.js" nonce="${nonce}" async=""></script>`,
    `<p><script>alert(1)</script><script nonce="guessed">alert(2)</script></p>`,
    `<script nonce="${nonce}">$RC("B:1","S:1")</script>`,
  ].join('');
  const sealed = sealDocument(Buffer.from(html), nonce);
  expect(sealed.scriptHashes).toEqual([sha('self.state={"a":1}'), sha('$RC("B:1","S:1")')]);
  const body = sealed.body.toString('utf8');
  expect(body).not.toContain(nonce);
  expect(body).toContain('<script id="_R_">self.state={"a":1}</script>');
  expect(body).toContain('<script type="module" src="/assets/entry.js" async=""></script>');
  expect(body).toContain('<script>alert(1)</script><script nonce="guessed">alert(2)</script>');
});

test('hashes the text of a script with characters beyond ASCII as the browser does, and keeps every other byte', () => {
  const script = 'self.state={"label":"Enduit de rebouchage à l’eau ®","name":"Français"}';
  const html = `<!doctype html><html lang="fr"><head><title>Enduits — déco</title></head><body><script nonce="${nonce}">${script}</script><script nonce="${nonce}"></script><p>Fin</p></body></html>`;
  const sealed = sealDocument(Buffer.from(html), nonce);
  expect(sealed.scriptHashes).toEqual([sha(script)]);
  expect(sealed.body.toString('utf8')).toBe(html.replaceAll(` nonce="${nonce}"`, ''));
});

test('leaves a document without its nonce as it is', () => {
  const html = '<!doctype html><p>Aucun script</p>';
  const sealed = sealDocument(Buffer.from(html), nonce);
  expect(sealed.scriptHashes).toEqual([]);
  expect(sealed.body.toString('utf8')).toBe(html);
});

test('adds sources to script-src only', () => {
  expect(withScriptSources("default-src 'self';script-src 'self';style-src 'self'", ["'sha256-x'"])).toBe(
    "default-src 'self';script-src 'self' 'sha256-x';style-src 'self'",
  );
});
