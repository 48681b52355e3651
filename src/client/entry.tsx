/** The browser entry: resumes the server-rendered page. */
// First: React DOM evaluates, the browser gets a turn, the models, another turn, then the rest (decision 176).
import './libraries-first.ts';
import './models-first.ts';
import { startClient } from './start-client.tsx';

void startClient();
