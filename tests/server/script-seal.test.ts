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
  const sealed = sealDocument(html, nonce);
  expect(sealed.scriptHashes).toEqual([sha('self.state={"a":1}'), sha('$RC("B:1","S:1")')]);
  expect(sealed.html).not.toContain(nonce);
  expect(sealed.html).toContain('<script id="_R_">self.state={"a":1}</script>');
  expect(sealed.html).toContain('<script type="module" src="/assets/entry.js" async=""></script>');
  expect(sealed.html).toContain('<script>alert(1)</script><script nonce="guessed">alert(2)</script>');
});

test('adds sources to script-src only', () => {
  expect(withScriptSources("default-src 'self';script-src 'self';style-src 'self'", ["'sha256-x'"])).toBe(
    "default-src 'self';script-src 'self' 'sha256-x';style-src 'self'",
  );
});
