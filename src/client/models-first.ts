/**
 * The first load's second step (decision 176): after React DOM (libraries-first.ts), these
 * effector models evaluate, then the browser gets a turn before the rest (the consent model, the
 * layout, the routes, the start-up). The models build most of the first load's units (an effect
 * is about ten), and the site's part of the evaluation was one task of 17–21 ms in Lighthouse's
 * traces; this list halves it (measured: 9–18 ms, then 7–10 ms). A model left out of the list
 * only evaluates in the next step.
 */
import '../shared/features/app/model.ts';
import '../shared/features/search/model.ts';
import '../shared/features/comparator/model.ts';
import '../shared/features/favorites/model.ts';
import '../shared/features/toast/model.ts';
import { nextTask } from '../shared/kernel/ui/in-own-task.ts';

await nextTask();
