/**
 * Whether the choice-guide modal is open: all that the menu and the closed modal need, so that
 * the guide's questions (model.ts) load with its content when it first opens, not with every page.
 */
import { createEvent, createStore, sample } from 'effector';

export const choiceGuideOpened = createEvent();
export const choiceGuideClosed = createEvent();

export const $choiceGuideOpen = createStore(false, { sid: 'choice-guide/$choiceGuideOpen' });

sample({ clock: choiceGuideOpened, fn: () => true, target: $choiceGuideOpen });
sample({ clock: choiceGuideClosed, fn: () => false, target: $choiceGuideOpen });
