/**
 * The inline script that starts the page's modules once the browser has painted the page's
 * content (decision 169). In the head, module preloads (about 150 KB, React's chunk first)
 * competed with the first paint's stylesheet, font and main picture on a slow line, and
 * Lighthouse counts every request started before the first contentful paint into its estimate
 * of it: the pages painted at about 2.2 s on its phone. Started at that paint, the modules and
 * their preloads go out together (a few per task), and hydration follows the paint instead of
 * delaying it. A page opened in a background tab (no paint) starts them at once, a browser
 * without paint timing at its first frame, and any page within three seconds. The same start
 * launches the worker that builds the Intl locale tables off the main thread (decision 175).
 */
import { toScriptJson } from '../../shared/kernel/data/script-json.ts';

const preloadsPerTask = 5;

export function modulesAfterFirstPaint(entry: string, preloads: readonly string[], intlTablesWorker: string): string {
  return (
    `(function(){var started=false;function start(){if(started)return;started=true;var head=document.head;` +
    // Started with the modules, so that it builds the Intl tables while they download (decision
    // 175), in a task of its own: creating a worker holds the main thread for 1–8 ms.
    `if(self.Worker)setTimeout(function(){new Worker(${toScriptJson(intlTablesWorker)})},0);` +
    // A few preloads per task (each costs the main thread about 0.7 ms in a Lighthouse trace; a
    // category page has 15): the first batch, with the entry's own imports, goes out with the entry.
    `var preloads=${toScriptJson(preloads)};(function preload(from){preloads.slice(from,from+${preloadsPerTask}).forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.href=href;head.appendChild(link)});` +
    `if(from+${preloadsPerTask}<preloads.length)setTimeout(function(){preload(from+${preloadsPerTask})},0)})(0);` +
    `var script=document.createElement('script');script.type='module';script.src=${toScriptJson(entry)};head.appendChild(script)}` +
    `var types=self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];` +
    `if(document.visibilityState==='hidden')start();` +
    `else if(types.indexOf('paint')<0)requestAnimationFrame(function(){setTimeout(start,0)});` +
    `else{new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();start()}}).observe({type:'paint',buffered:true});setTimeout(start,3000)}})()`
  );
}
