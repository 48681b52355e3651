/**
 * The choice guide's steps: the modal shows one question at a time. The visitor goes on once
 * the question shown is answered, and back to any earlier one. Loaded with the modal's content,
 * not with the first load.
 */
import { combine, createEvent, createStore, sample } from 'effector';
import { $answeredInOrder, $guideFilters } from './model.ts';

export const guideWentForward = createEvent();
export const guideWentBack = createEvent();

/** The step the visitor asked for, kept within the open questions by `$guideStep`. */
const $stepAsked = createStore(0, { sid: 'choice-guide/$stepAsked', serialize: 'ignore' });

/** The question shown: never beyond the first unanswered one, nor the last. */
export const $guideStep = combine($stepAsked, $answeredInOrder, $guideFilters, (asked, answered, filters) =>
  Math.max(0, Math.min(asked, answered, filters.length - 1)),
);

sample({ clock: guideWentForward, source: $guideStep, fn: (step) => step + 1, target: $stepAsked });
sample({ clock: guideWentBack, source: $guideStep, fn: (step) => Math.max(0, step - 1), target: $stepAsked });
// Fewer questions answered in a row (a new earlier answer, another audience's guide): the step
// asked for comes back to the first unanswered one, so answering it does not skip ahead.
sample({
  clock: $answeredInOrder,
  source: $stepAsked,
  filter: (asked, answered) => asked > answered,
  fn: (_asked, answered) => answered,
  target: $stepAsked,
});
