/**
 * The first step of the islands' runtime's evaluation (decision 176; the runtime is the second).
 * The runtime imports this module first: esbuild lays a chunk's modules out by their distance
 * from an entry point, so React and React DOM (whose CommonJS bodies run where they are first
 * imported) evaluate above it and the runtime's own modules below it; its top-level await hands
 * the main thread back to the browser between the two.
 */
import 'react';
import 'react-dom/client';
import { nextTask } from '../shared/kernel/ui/in-own-task.ts';

await nextTask();
