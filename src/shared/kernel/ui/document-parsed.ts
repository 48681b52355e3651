/**
 * Runs `run` once the document has been parsed: at once, or at DOMContentLoaded while the page
 * still streams. What a hydrated page reads from the URL alone (a hash) waits for it: a change
 * rendered into a Suspense boundary whose server content has not streamed yet makes React render
 * that boundary in the browser before its deferred data has arrived, and throw away the server's
 * copy when it comes. Returns what cancels a run still waiting.
 */
export function whenDocumentParsed(run: () => void): () => void {
  if (document.readyState !== 'loading') {
    run();
    return () => undefined;
  }
  document.addEventListener('DOMContentLoaded', run, { once: true });
  return () => document.removeEventListener('DOMContentLoaded', run);
}
