/**
 * The page sent when rendering the error page itself failed (spec §8): plain HTML, no React,
 * no data, nothing that could fail again. Its details are the status and, when given, the
 * reference the log line carries too — never the error itself, which only goes to the log.
 */
export function fallbackPageHtml(status: number, reference?: string): string {
  const details = reference === undefined ? `Error ${status}.` : `Error ${status}, reference ${escapeReference(reference)}.`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Page ${status}</title></head>
<body><main><h1>An error occurred while showing the error page</h1>
<p>${details} Please try again in a moment.</p>
<p><a href="/">Back to the home page</a></p></main></body></html>`;
}

function escapeReference(reference: string): string {
  return reference.replace(/[^A-Za-z0-9-]/g, '');
}
