/** The browser entry: starts the page's islands, its only interactive parts (decision 199). */
// First React DOM evaluates, then the browser gets a turn, then the islands' runtime (decision 176).
import './libraries-first.ts';
import { startIslands } from './islands/start-islands.tsx';

void startIslands();
