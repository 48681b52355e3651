/**
 * Finding the right product: the results page, the choice guide, the comparator, favourites and
 * the barcode scanner (the header's search and the modals' close buttons are in search.ts).
 * The spec's texts are quoted verbatim (spec §8).
 */
export const findingMessages = {
  'resultsPage.tabs': 'Result types',
  'resultsPage.tab': '{group} ({count})',
  'resultsPage.count': '{count, plural, =0 {No result} one {# result} other {# results}}',
  'resultsPage.groupEmpty': 'No {group, select, products {product} categories {category} pages {page} other {technical sheet}} matches your search.',
  'resultsPage.openSheet': 'Open the technical sheet',

  'guide.title': 'Choice guide',
  'guide.intro': 'Answer the questions in order to find the product that suits your work.',
  'guide.choose': 'Choose…',
  'guide.search': 'Search',
  'guide.loading': 'Loading the questions…',
  'guide.failed': 'The choice guide could not be loaded. Please try again later.',
  'guide.waiting': 'Answer the previous question first.',
  'guide.yourChoices': 'Your choices',
  'guide.none': 'No product matches all your choices.',
  'guide.again': 'Open the choice guide again',

  'compare.empty': 'There is no product to compare yet. Add products with their “Compare” button.',
  'compare.loading': 'Loading your comparison…',
  'compare.failed': 'The products could not be loaded. Please try again later.',
  'compare.table': 'Compared products',
  'compare.differs': '(differs)',
  'compare.remove': 'Remove {name} from the comparator',
  'compare.clear': 'Empty the comparator',
  'compare.count': '{count, plural, one {# product compared} other {# products compared}} (at most {limit})',
  'compare.notSet': '—',

  'favorites.empty': 'You have no favourites yet. Add products with the heart button.',
  'favorites.loading': 'Loading your favourites…',
  'favorites.failed': 'Your favourites could not be loaded. Please try again later.',
  'favorites.send.title': 'Send this list by e-mail',
  'favorites.send.email': 'E-mail address',
  'favorites.send.name': 'Your name (optional)',
  'favorites.send.message': 'Message (optional)',
  'favorites.send.submit': 'Send the list',
  'favorites.send.sent': 'Your list of favourites was sent to {email}.',

  'scan.title': 'Scan a product',
  'scan.camera': 'Camera view: point it at the barcode of a pack',
  'scan.starting': 'Starting the camera…',
  'scan.cameraUnavailable': 'The camera cannot be used here. Type the barcode below.',
  'scan.code': 'Barcode',
  'scan.codeHint': 'The 13 or 14 digits under the barcode',
  'scan.find': 'Find the product',
  'scan.searching': 'Looking up the barcode…',
  'scan.found': 'Product found',
  'scan.variant': 'Pack: {label} · Ref. {reference} · EAN {ean}',
  'scan.view': 'See the product',
  'scan.again': 'Scan again',
} as const;
