/** The rule files the benchmark drives: the real redirects.csv and a generated large one. */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseRedirectsCsv } from '../../src/server/edge/redirects-csv.ts';
import type { RedirectRule } from '../../src/server/edge/redirect-rule.ts';

export function readRules(csvPath: string): RedirectRule[] {
  return parseRedirectsCsv(readFileSync(csvPath, 'utf8'), csvPath);
}

/**
 * The real rules followed by generated archive paths up to `total` rules, spread over many
 * first segments and sections so the trie branches as a long-lived site's table would.
 */
export function writeGeneratedRules(realCsvPath: string, total: number, outPath: string): void {
  const lines = readFileSync(realCsvPath, 'utf8').trimEnd().split(/\r?\n/);
  for (let i = lines.length - 1; i < total; i++) {
    const family = ['archives', 'blog', 'ancien-catalogue', 'dossiers', 'guides'][i % 5];
    lines.push(`/${family}/rubrique-${i % 97}/article-${i},/fr/enduit-particuliers/article-${i},301`);
  }
  writeFileSync(outPath, `${lines.join('\n')}\n`);
}
