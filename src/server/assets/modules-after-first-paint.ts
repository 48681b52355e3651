/**
 * The inline script that starts the page's modules once the browser has painted the page's
 * content (decision 169). In the head, module preloads (about 150 KB, React's chunk first)
 * competed with the first paint's stylesheet, font and main picture on a slow line, and
 * Lighthouse counts every request started before the first contentful paint into its estimate
 * of it: the pages painted at about 2.2 s on its phone. Started at that paint, the modules and
 * their preloads go out together (a few per task), and hydration follows the paint instead of
 * delaying it. A page opened in a background tab (no paint) starts them at once, a browser
 * without paint timing at its first frame, and any page within three seconds. The entry's script
 * names the worker that builds the Intl locale tables off the main thread (decision 175): the
 * islands' runtime starts it as it loads, a page without it never does.
 */
import { intlTablesWorkerAttribute } from '../../shared/app/asset-manifest.ts';
import { toScriptJson } from '../../shared/kernel/data/script-json.ts';

const preloadsPerTask = 5;

export function modulesAfterFirstPaint(entry: string, preloads: readonly string[], intlTablesWorker: string): string {
  return (
    `(function(){var started=false;function start(){if(started)return;started=true;var head=document.head;` +
    // A few preloads per task (each costs the main thread about 0.7 ms in a Lighthouse trace; a
    // category page has 15): the first batch, with the entry's own imports, goes out with the entry.
    `var preloads=${toScriptJson(preloads)};(function preload(from){preloads.slice(from,from+${preloadsPerTask}).forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.href=href;head.appendChild(link)});` +
    `if(from+${preloadsPerTask}<preloads.length)setTimeout(function(){preload(from+${preloadsPerTask})},0)})(0);` +
    `var script=document.createElement('script');script.type='module';script.src=${toScriptJson(entry)};script.setAttribute(${toScriptJson(intlTablesWorkerAttribute)},${toScriptJson(intlTablesWorker)});head.appendChild(script)}` +
    `var types=self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];` +
    `if(document.visibilityState==='hidden')start();` +
    `else if(types.indexOf('paint')<0)requestAnimationFrame(function(){setTimeout(start,0)});` +
    `else{new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();start()}}).observe({type:'paint',buffered:true});setTimeout(start,3000)}})()`
  );
}
