/**
 * The burger menu (spec §3 "burger menu state", §4): it closes on every page change and when
 * the choice-guide modal opens over it.
 */
import { createEvent, createStore, sample } from 'effector';
import { choiceGuideOpened } from '../../features/choice-guide/open-model.ts';

export const burgerToggled = createEvent();
export const burgerClosed = createEvent();

export const $burgerOpen = createStore(false, { sid: 'burger/$burgerOpen' });

sample({ clock: burgerToggled, source: $burgerOpen, fn: (open) => !open, target: $burgerOpen });
sample({ clock: [burgerClosed, choiceGuideOpened], fn: () => false, target: $burgerOpen });
