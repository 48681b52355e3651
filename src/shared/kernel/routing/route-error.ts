import type { RouteDefinition } from './types.ts';

/** A route table entry that cannot be compiled; the message names the entry. */
export class RouteDefinitionError extends Error {
  constructor(entry: Partial<RouteDefinition> | undefined, index: number, reason: string) {
    const label = entry?.name ? `"${entry.name}"` : '(unnamed)';
    super(`routes.ts entry #${index + 1} ${label}: ${reason}`);
    this.name = 'RouteDefinitionError';
  }
}
