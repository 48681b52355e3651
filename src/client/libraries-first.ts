/**
 * The first step of the first load's evaluation (decision 176; the islands' runtime is the second). The
 * entry imports this module first: esbuild lays a chunk's modules out by their distance from an
 * entry point, so React and React DOM (whose CommonJS bodies run where they are first imported)
 * evaluate above it and the site's own modules below it; its top-level await hands the main
 * thread back to the browser between the two.
 */
import 'react';
import 'react-dom/client';
import { nextTask } from '../shared/kernel/ui/in-own-task.ts';

await nextTask();
