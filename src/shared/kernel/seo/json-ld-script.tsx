import { toScriptJson } from '../data/script-json.ts';
import { withContext, type JsonLdNode } from './json-ld.ts';

/** Structured data as a data block: escaped so that no value can close the script element. */
export function JsonLdScript({ nodes }: { readonly nodes: readonly JsonLdNode[] }) {
  if (nodes.length === 0) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: toScriptJson(withContext(nodes)) }} />;
}
