/** The error pages (spec §2, §8), with the spec's texts verbatim. */
export const errorsMessages = {
  'error.title': 'Page {status}',
  'error.401.heading': 'Access denied',
  'error.401.description': 'You are not authorized to access this page; if not logged in, use the login page.',
  'error.404.heading': "This page doesn't exist",
  'error.404.description': 'The link you followed may be out of date, or the address may contain a typo.',
  'error.404.searchHint': 'Looking for a product? Try the search field at the top of the page.',
  'error.500.heading': 'An error has occurred',
  'error.500.description': 'Something went wrong on our side. Please try again in a moment.',
  'error.backHome': 'Back to the home page',
} as const;
