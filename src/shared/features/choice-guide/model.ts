/**
 * The choice guide (spec §4, §7): a modal opened by the menu code guide_de_choix (the burger
 * closes when it opens). Its questions come in order from `GET /filters-products?guide_de_choix=1`;
 * a question is open only when every question before it is answered; changing an answer clears
 * the later ones and reloads the options (for professionals, narrowed by the answers so far);
 * Search needs every question answered. An answer for an older set of choices is dropped.
 * The modal shows them one at a time (step-model.ts, loaded with it). Whether it is open lives in
 * open-model.ts, part of every page; this model loads with the modal's content, which says when
 * it is shown (`guideShown`).
 */
import { attach, combine, createEvent, createStore, sample } from 'effector';
import type { CaracteristicsQuery, ChoiceFilter, ProductFilter } from '../../kernel/api/contract.ts';
import { withMinimumDelay } from '../../kernel/data/minimum-delay.ts';
import type { ChosenCharacteristics } from '../../kernel/routing/characteristics.ts';
import { $api, $salesPlan, $target, requireDataClient } from '../app/model.ts';
import { $choiceGuideOpen } from './open-model.ts';

/** The modal's content has mounted: the guide is on screen. */
export const guideShown = createEvent();
export const guideAnswerChanged = createEvent<{ readonly name: string; readonly value: string }>();

export type GuideAnswers = Readonly<Record<string, string>>;

/** The questions in order; the guide lives in the browser only, never in a server render. */
export const $guideFilters = createStore<readonly ChoiceFilter[]>([], { sid: 'choice-guide/$guideFilters', serialize: 'ignore' });
export const $guideAnswers = createStore<GuideAnswers>({}, { sid: 'choice-guide/$guideAnswers', serialize: 'ignore' });
export const $guideFailed = createStore(false, { sid: 'choice-guide/$guideFailed', serialize: 'ignore' });
const $revision = createStore(0, { sid: 'choice-guide/$revision', serialize: 'ignore' });

/** How many questions are answered in a row from the first: questions up to that index are open. */
export const $answeredInOrder = combine($guideFilters, $guideAnswers, (filters, answers) => {
  const firstUnanswered = filters.findIndex((filter) => !answers[filter.technical_name]);
  return firstUnanswered === -1 ? filters.length : firstUnanswered;
});

export function isQuestionEnabled(index: number, answeredInOrder: number): boolean {
  return index <= answeredInOrder;
}

export const $guideSearchEnabled = combine($guideFilters, $answeredInOrder, (filters, answered) => filters.length > 0 && answered === filters.length);

/** The answers as the choice-guide route carries them: each characteristic with its one value. */
export const $guideChosen = combine($guideFilters, $guideAnswers, (filters, answers): ChosenCharacteristics => {
  const chosen: ChosenCharacteristics = {};
  for (const filter of filters) {
    const value = answers[filter.technical_name];
    if (value) chosen[filter.technical_name] = [value];
  }
  return chosen;
});

interface GuideRequest {
  readonly revision: number;
  readonly answers: GuideAnswers;
}

export const fetchGuideFiltersFx = attach({
  source: { api: $api, target: $target },
  effect: async ({ api, target }, request: GuideRequest) => {
    const client = requireDataClient(api);
    const caracteristics: CaracteristicsQuery = {};
    for (const [name, value] of Object.entries(request.answers)) caracteristics[name] = [value];
    // Spec §7: only the professional guide narrows the options by the answers given so far.
    const query = target === 'pro' ? { guide_de_choix: 1 as const, caracteristics } : { guide_de_choix: 1 as const };
    return { request, filters: await withMinimumDelay(client.call('GET /filters-products', { query })) };
  },
});

export const $guideLoading = fetchGuideFiltersFx.pending;

const requested = createEvent<GuideAnswers>();
const request = sample({
  clock: requested,
  source: $revision,
  fn: (revision, answers): GuideRequest => ({ revision: revision + 1, answers }),
});
sample({ clock: request, fn: ({ revision }) => revision, target: $revision });
sample({ clock: request, target: fetchGuideFiltersFx });

// Showing the guide loads the questions unless they are already there.
sample({ clock: guideShown, source: { filters: $guideFilters, answers: $guideAnswers }, filter: ({ filters }) => filters.length === 0, fn: ({ answers }) => answers, target: requested });

const answered = sample({
  clock: guideAnswerChanged,
  source: { filters: $guideFilters, answers: $guideAnswers, answeredInOrder: $answeredInOrder },
  filter: ({ filters, answeredInOrder }, { name }) => {
    const index = filters.findIndex((filter) => filter.technical_name === name);
    return index !== -1 && isQuestionEnabled(index, answeredInOrder);
  },
  fn: ({ filters, answers }, { name, value }): GuideAnswers => {
    const index = filters.findIndex((filter) => filter.technical_name === name);
    const kept: Record<string, string> = {};
    for (const filter of filters.slice(0, index)) kept[filter.technical_name] = answers[filter.technical_name]!;
    if (value !== '') kept[name] = value;
    return kept;
  },
});
sample({ clock: answered, target: [$guideAnswers, requested] });

const current = sample({
  clock: fetchGuideFiltersFx.doneData,
  source: $revision,
  filter: (revision, { request }) => request.revision === revision,
  fn: (_revision, { filters }) => orderedChoices(filters),
});
sample({ clock: current, target: $guideFilters });
sample({ clock: current, fn: () => false, target: $guideFailed });
sample({
  clock: fetchGuideFiltersFx.fail,
  source: $revision,
  filter: (revision, { params }) => params.revision === revision,
  fn: () => true,
  target: $guideFailed,
});

// Questions and answers belong to one audience: another plan starts the guide over.
const planChanged = sample({ clock: $salesPlan.updates, source: $revision, fn: (revision) => revision + 1 });
sample({ clock: planChanged, target: $revision });
sample({ clock: planChanged, fn: () => [] as readonly ChoiceFilter[], target: $guideFilters });
sample({ clock: planChanged, fn: (): GuideAnswers => ({}), target: $guideAnswers });
sample({ clock: planChanged, source: $choiceGuideOpen, filter: Boolean, fn: (): GuideAnswers => ({}), target: requested });

function orderedChoices(filters: Readonly<Record<string, ProductFilter>>): ChoiceFilter[] {
  return Object.values(filters)
    .filter((filter): filter is ChoiceFilter => filter.type === 'choice')
    .sort((a, b) => a.position - b.position);
}
