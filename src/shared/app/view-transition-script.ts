/**
 * Page-to-page view transitions are the browser's own (`@view-transition`, decision 170), and the
 * browser may skip one: the new page was revealed before the old one's snapshot was ready (a busy
 * machine, a fast prerendered page). Each page's transition object then rejects its `ready`
 * promise, which nothing awaits, and the browser reports an uncaught error for an animation that
 * was simply not played. This one-line script in the head, before the first paint, marks those
 * promises as handled on both sides of a navigation. Part of the head script
 * (src/server/render/head-script.ts).
 */
export const viewTransitionScript =
  `(function(){function settle(event){var transition=event.viewTransition;if(!transition)return;` +
  `transition.ready.catch(function(){});if(transition.updateCallbackDone)transition.updateCallbackDone.catch(function(){});}` +
  `addEventListener('pageswap',settle);addEventListener('pagereveal',settle);})()`;
