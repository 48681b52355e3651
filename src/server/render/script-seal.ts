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
  readonly html: string;
  /** `'sha256-…'` sources, one per inline script the render wrote. */
  readonly scriptHashes: readonly string[];
}

/** Hex, so that it needs no escaping in an attribute or a pattern. */
export function renderNonce(): string {
  return randomBytes(16).toString('hex');
}

export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

export function sealDocument(html: string, nonce: string): SealedDocument {
  const hashes = new Set<string>();
  const attribute = ` nonce="${nonce}"`;
  // React escapes `</script` inside the scripts it writes, so the first closing tag ends each one.
  const inlineScript = new RegExp(`<script${attribute}([^>]*)>([\\s\\S]*?)</script>`, 'g');
  const withoutInlineNonces = html.replace(inlineScript, (_whole, attributes: string, body: string) => {
    if (body !== '') hashes.add(scriptHash(body));
    return `<script${attributes}>${body}</script>`;
  });
  // The rest (the entry module, module preloads) load from the site itself: 'self' allows them.
  return { html: withoutInlineNonces.replaceAll(attribute, ''), scriptHashes: [...hashes] };
}

/** The policy with more sources in its `script-src` directive. */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) => (directive.trimStart().startsWith('script-src ') ? `${directive} ${sources.join(' ')}` : directive))
    .join(';');
}
