/**
 * The slugs a back-office answer names: every object's `slug` and each language's in `slugs`,
 * at any depth (a product list names its products, a product its categories and companions, a
 * menu its pages). The admin invalidation (cache-invalidation.ts) drops what names an entity's
 * slug. Slugs are not typed here: a category and a product that share a slug drop together,
 * which only costs a render. Found once per answer object: a shared answer is walked once.
 */
const named = new WeakMap<object, ReadonlySet<string>>();

export function namedSlugs(answer: unknown): ReadonlySet<string> {
  if (typeof answer !== 'object' || answer === null) return noSlugs;
  let slugs = named.get(answer);
  if (slugs === undefined) {
    const found = new Set<string>();
    collect(answer, found);
    slugs = found;
    named.set(answer, slugs);
  }
  return slugs;
}

/** Adds what an answer names to a request's record of what it read. */
export function recordNamedSlugs(into: Set<string>, answer: unknown): void {
  for (const slug of namedSlugs(answer)) into.add(slug);
}

const noSlugs: ReadonlySet<string> = new Set();

function collect(value: object, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) if (typeof item === 'object' && item !== null) collect(item, into);
    return;
  }
  const fields = value as Record<string, unknown>;
  // `for…in` rather than Object.entries: no array per object on a 60 KB product list.
  for (const key in fields) {
    const field = fields[key];
    if (typeof field === 'string') {
      if (key === 'slug') into.add(field);
    } else if (typeof field === 'object' && field !== null) {
      if (key === 'slugs' && !Array.isArray(field)) {
        for (const language in field) {
          const slug = (field as Record<string, unknown>)[language];
          if (typeof slug === 'string') into.add(slug);
        }
      } else collect(field, into);
    }
  }
}
