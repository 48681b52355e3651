/**
 * The speculation rules (src/shared/kernel/routing/speculation-rules.ts) as a file, named by every
 * page's `Speculation-Rules` header: the same rule set for every page, so the browser fetches it
 * once and keeps it for as long as the build's routes last (its name carries its hash), where an
 * inline block cost each page 2.7 KB (docs/decisions/170).
 */
import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';

export interface SpeculationRulesFile {
  /** Where the file is served: `/speculation-rules-<hash>.json`. */
  readonly path: string;
  /** Sets the header naming the file on a page's response. */
  readonly named: RequestHandler;
  /** Answers the file itself. */
  readonly served: RequestHandler;
}

const oneYearSeconds = 365 * 24 * 60 * 60;

export function speculationRulesFile(rules: string): SpeculationRulesFile {
  const path = `/speculation-rules-${createHash('sha256').update(rules).digest('base64url').slice(0, 16)}.json`;
  const header = `"${path}"`;
  return {
    path,
    named: (_req, res, next) => {
      res.setHeader('Speculation-Rules', header);
      next();
    },
    served: (_req, res) => {
      res.setHeader('Cache-Control', `public, max-age=${oneYearSeconds}, immutable`);
      res.type('application/speculationrules+json').send(rules);
    },
  };
}
