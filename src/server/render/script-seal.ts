/**
 * Turns a rendered document's nonced scripts into hashed ones (docs/decisions/120).
 *
 * React marks every script it writes (the bootstrap with the serialized state, its streaming
 * runtime and instructions, the entry module) with the nonce it is given. Each render gets a
 * fresh, secret one that only this module uses: it recognises the render's own inline scripts
 * by it, lists their SHA-256 hashes for the policy and removes the attribute. Markup injected
 * through content cannot guess the nonce, so it is never hashed; and the sealed bytes carry no
 * secret, so any cache may hand them to anyone.
 */
import { createHash, randomBytes } from 'node:crypto';

export interface SealedDocument {
  /** The document, UTF-8, as rendered but for the nonce. */
  readonly body: Buffer;
  /** `'sha256-…'` sources, one per inline script the render wrote. */
  readonly scriptHashes: readonly string[];
}

/** Hex, so that it needs no escaping in an attribute or a pattern. */
export function renderNonce(): string {
  return randomBytes(16).toString('hex');
}

/** Of a script's text, or of its UTF-8 bytes (the same hash). */
export function scriptHash(script: string | Buffer): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

const scriptStart = Buffer.from('<script');
const scriptEnd = Buffer.from('</script>');
const tagEnd = '>'.charCodeAt(0);

/**
 * Works on the rendered bytes: a document is mostly ASCII but not all, and decoding it to a
 * string and encoding it back cost more than everything else here (decision 120).
 */
export function sealDocument(html: Buffer, nonce: string): SealedDocument {
  const attribute = Buffer.from(` nonce="${nonce}"`);
  const hashes = new Set<string>();
  const kept: Buffer[] = [];
  let copied = 0;
  for (let at = html.indexOf(attribute); at !== -1; at = html.indexOf(attribute, copied)) {
    kept.push(html.subarray(copied, at));
    copied = at + attribute.length;
    // An inline script the render wrote opens with the nonce; elsewhere (the entry module, module
    // preloads, loaded from the site itself: 'self' allows them) the attribute is only dropped.
    // React escapes `</script` inside the scripts it writes, so the first closing tag ends each one.
    if (at < scriptStart.length || !html.subarray(at - scriptStart.length, at).equals(scriptStart)) continue;
    const bodyStart = html.indexOf(tagEnd, copied) + 1;
    const bodyEnd = html.indexOf(scriptEnd, bodyStart);
    if (bodyStart > 0 && bodyEnd > bodyStart) hashes.add(scriptHash(html.subarray(bodyStart, bodyEnd)));
  }
  kept.push(html.subarray(copied));
  return { body: Buffer.concat(kept), scriptHashes: [...hashes] };
}

/** The policy with more sources in its `script-src` directive. */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) => (directive.trimStart().startsWith('script-src ') ? `${directive} ${sources.join(' ')}` : directive))
    .join(';');
}
