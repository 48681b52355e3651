/**
 * The page sent when rendering the error page itself failed (spec §8): plain HTML, no React,
 * no data, nothing that could fail again. Details only go to the log, never to the visitor.
 */
export function fallbackPageHtml(status: number): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Page ${status}</title></head>
<body><main><h1>An error occurred while showing the error page</h1>
<p>Please try again in a moment.</p>
<p><a href="/">Back to the home page</a></p></main></body></html>`;
}
