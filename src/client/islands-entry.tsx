/** The browser entry of pages whose only interactive parts are islands (decision 199). */
import { startIslands } from './islands/start-islands.tsx';

void startIslands();
