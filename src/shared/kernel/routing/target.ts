/** The two audiences a sales plan serves: professionals and individuals (consumers). */
export type Target = 'pro' | 'part';

export const targets: readonly Target[] = ['pro', 'part'];

/** Any target other than pro is treated as consumer (spec §1). */
export function asTarget(value: unknown): Target {
  return value === 'pro' ? 'pro' : 'part';
}
