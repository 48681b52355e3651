/**
 * `npm start`: builds when the build is missing or older than the sources, then starts the
 * site (which starts its embedded back office when BACKOFFICE_URL is unset).
 */
import path from 'node:path';
import { ensureBuild, root } from './ensure-build.mjs';

ensureBuild();
await import(path.join(root, 'dist/server/index.js'));
