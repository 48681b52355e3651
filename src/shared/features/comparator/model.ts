/**
 * The product comparator (spec §4, §8, §9): toggling adds or removes a product; adding is refused
 * when the list is full (5 products on desktop, 3 on mobile); the list resets when the sales plan
 * changes.
 */
import { combine, createEvent, createStore, sample } from 'effector';
import { $salesPlan } from '../app/model.ts';
import { toastShown, type ToastRequest } from '../toast/model.ts';

export const compareLimits = { desktop: 5, mobile: 3 } as const;

export type CompareLimit = (typeof compareLimits)[keyof typeof compareLimits];

export const productCompareToggled = createEvent<number>();
export const comparatorCleared = createEvent();
/** The visitor's screen class changed; on mobile only 3 products fit side by side. */
export const compareLimitChanged = createEvent<CompareLimit>();
/** An add was refused because the list is full; carries the limit for the message. */
export const compareRefused = createEvent<CompareLimit>();

export const $comparedIds = createStore<readonly number[]>([], { sid: 'comparator/$comparedIds' });
export const $compareLimit = createStore<CompareLimit>(compareLimits.desktop, { sid: 'comparator/$compareLimit' });
export const $comparedCount = $comparedIds.map((ids) => ids.length);

const toggle = sample({
  clock: productCompareToggled,
  source: { ids: $comparedIds, limit: $compareLimit },
  fn: ({ ids, limit }, productId) => {
    if (ids.includes(productId)) return { ids: ids.filter((id) => id !== productId), refused: false, limit };
    if (ids.length >= limit) return { ids, refused: true, limit };
    return { ids: [...ids, productId], refused: false, limit };
  },
});

sample({ clock: toggle, filter: ({ refused }) => !refused, fn: ({ ids }) => ids, target: $comparedIds });
sample({ clock: toggle, filter: ({ refused }) => refused, fn: ({ limit }) => limit, target: compareRefused });
sample({ clock: compareLimitChanged, target: $compareLimit });

// A product of one plan means nothing to the other: the list starts over (spec §4).
const planChanged = sample({
  clock: $salesPlan.updates,
  source: $salesPlan,
  fn: (plan) => plan?.id,
}).filterMap((id) => id);
const previousPlanId = createStore<number | null>(null, { sid: 'comparator/previousPlanId' });
sample({
  clock: planChanged,
  source: previousPlanId,
  filter: (previous, next) => previous !== null && previous !== next,
  target: comparatorCleared,
});
sample({ clock: planChanged, target: previousPlanId });
sample({ clock: comparatorCleared, fn: () => [] as readonly number[], target: $comparedIds });

// The visitor is told why nothing was added (spec §8).
sample({
  clock: compareRefused,
  fn: (limit): ToastRequest => ({ kind: 'info', message: limit === compareLimits.mobile ? 'toast.compareFull.mobile' : 'toast.compareFull.desktop' }),
  target: toastShown,
});

/** The compare list with the plan it belongs to, as it is persisted across visits. */
export interface Comparison {
  readonly planId: number | null;
  readonly ids: readonly number[];
}

export const $comparison = combine($salesPlan, $comparedIds, (plan, ids): Comparison => ({ planId: plan?.id ?? null, ids }));
/** A saved list comes back only into the plan it was made in, and only as far as the limit allows. */
export const comparisonRestored = createEvent<Comparison>();
sample({
  clock: comparisonRestored,
  source: { plan: $salesPlan, limit: $compareLimit },
  filter: ({ plan }, saved) => plan !== null && plan.id === saved.planId,
  fn: ({ limit }, saved) => [...new Set(saved.ids)].slice(0, limit),
  target: $comparedIds,
});
