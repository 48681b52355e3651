/**
 * Products to use together, per audience: for each step of the work a product does not do
 * itself (prime, fill, finish), the product of that step sold to the same audience that suits
 * the most of its supports and application areas. A product no other step suits (a wood filler
 * for professionals) is paired with the closest product of its own step.
 */
import type { CompanionRole } from '../../../shared/kernel/api/contract.ts';
import type { SeedProduct } from './products.ts';

export interface SeedCompanion {
  productId: number;
  target: 'pro' | 'part';
  companionId: number;
  role: CompanionRole;
}

/** Steps in the order of the work. */
const steps: readonly CompanionRole[] = ['primer', 'filler', 'finish'];

function rolesOf(product: SeedProduct): Set<CompanionRole> {
  const work = product.caracteristics.work_type ?? [];
  const roles = new Set<CompanionRole>();
  if (work.includes('preparing')) roles.add('primer');
  if (work.some((type) => type === 'filling' || type === 'levelling' || type === 'jointing')) roles.add('filler');
  // A smoothing coat finishes when it leaves a fine surface: a standard all-purpose filler that also smooths still takes one.
  const fine = !product.caracteristics.finish?.includes('standard');
  if (work.includes('decorating') || (fine && work.includes('smoothing')) || product.caracteristics.finish?.includes('very_fine')) roles.add('finish');
  return roles;
}

function shared(a: readonly string[] = [], b: readonly string[] = []): number {
  return a.filter((value) => b.includes(value)).length;
}

/** How well `candidate` suits `product`'s worksite: common areas and supports; 0 when none. */
function fit(product: SeedProduct, candidate: SeedProduct): number {
  const areas = shared(product.caracteristics.application_area, candidate.caracteristics.application_area);
  const supports = shared(product.caracteristics.support, candidate.caracteristics.support);
  return areas === 0 || supports === 0 ? 0 : areas + supports * 2;
}

/** The same line in another form (powder and paste) is not a companion. */
function sameLine(a: SeedProduct, b: SeedProduct): boolean {
  return a.reference.slice(0, -2) === b.reference.slice(0, -2);
}

function best(product: SeedProduct, candidates: readonly SeedProduct[]): SeedProduct | undefined {
  let chosen: SeedProduct | undefined;
  let chosenFit = 0;
  for (const candidate of candidates) {
    const score = fit(product, candidate);
    if (score > chosenFit) [chosen, chosenFit] = [candidate, score];
  }
  return chosen;
}

export function companionsOf(products: readonly SeedProduct[]): SeedCompanion[] {
  const companions: SeedCompanion[] = [];
  for (const target of ['pro', 'part'] as const) {
    const sold = products.filter((product) => product.categories[target].length > 0);
    for (const product of sold) {
      const own = rolesOf(product);
      const others = sold.filter((candidate) => candidate.id !== product.id && !sameLine(product, candidate));
      const paired: SeedCompanion[] = [];
      for (const role of steps) {
        if (own.has(role)) continue;
        const companion = best(product, others.filter((candidate) => rolesOf(candidate).has(role) && paired.every((pair) => pair.companionId !== candidate.id)));
        if (companion) paired.push({ productId: product.id, target, companionId: companion.id, role });
      }
      if (paired.length === 0) {
        const [role] = [...own];
        const companion = best(product, others.filter((candidate) => rolesOf(candidate).has(role!)));
        if (companion) paired.push({ productId: product.id, target, companionId: companion.id, role: role! });
      }
      companions.push(...paired);
    }
  }
  return companions;
}
