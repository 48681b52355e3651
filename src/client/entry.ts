/**
 * The browser entry, the page's whole first load: the islands' starter (decision 199), which
 * loads the islands' runtime, React with it, only when an island wakes.
 */
import { startIslands } from './islands/start-islands.ts';

void startIslands();
