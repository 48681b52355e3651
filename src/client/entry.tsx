/** The browser entry: resumes the server-rendered page. */
// First: React DOM evaluates, then the browser gets a turn, then the site's modules (decision 176).
import './libraries-first.ts';
import { startClient } from './start-client.tsx';

void startClient();
