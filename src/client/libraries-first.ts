/**
 * Splits the first load's evaluation in two tasks (decision 176). The entry imports this module
 * first: esbuild lays a chunk's modules out by their distance from an entry point, so React and
 * React DOM (whose CommonJS bodies run where they are first imported) evaluate above it and the
 * site's own modules (models, layout, routes) below it; its top-level await hands the main thread
 * back to the browser between the two.
 */
import 'react';
import 'react-dom/client';

await new Promise((resolve) => setTimeout(resolve, 0));
