/** The browser entry: resumes the server-rendered page. */
import { startClient } from './start-client.tsx';

void startClient();
