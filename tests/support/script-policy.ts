/** Reads a page's script elements against its own Content-Security-Policy, as a browser would. */
import { createHash } from 'node:crypto';

export interface ScriptElement {
  readonly attributes: string;
  readonly body: string;
}

export function scriptElements(html: string): ScriptElement[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].map(([, attributes, body]) => ({ attributes: attributes!, body: body! }));
}

/** JSON and JSON-LD blocks are data: a browser never runs them, whatever the policy. */
export function isDataBlock(script: ScriptElement): boolean {
  return /\stype="application\/(?:ld\+)?json"/i.test(script.attributes);
}

export function scriptSources(policy: string): string[] {
  const directive = policy.split(';').find((part) => part.trim().startsWith('script-src '));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

/** Whether the policy lets this script run: by its hash or nonce inline, by its origin from a file. */
export function policyAllows(policy: string, script: ScriptElement, pageOrigin: string): boolean {
  const sources = scriptSources(policy);
  const src = /\ssrc="([^"]+)"/.exec(script.attributes)?.[1];
  if (src !== undefined) {
    const url = new URL(src, pageOrigin);
    return (url.origin === pageOrigin && sources.includes("'self'")) || sources.some((source) => source.startsWith('https://') && url.href.startsWith(source));
  }
  const nonce = /\snonce="([^"]+)"/.exec(script.attributes)?.[1];
  if (nonce !== undefined && sources.includes(`'nonce-${nonce}'`)) return true;
  return sources.includes(`'sha256-${createHash('sha256').update(script.body, 'utf8').digest('base64')}'`);
}

/** The executable scripts of a page its policy would block, described for a failure message. */
export function blockedScripts(html: string, policy: string, pageOrigin: string): string[] {
  return scriptElements(html)
    .filter((script) => !isDataBlock(script) && !policyAllows(policy, script, pageOrigin))
    .map((script) => `<script${script.attributes}>${script.body.slice(0, 80)}`);
}
