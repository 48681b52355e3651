/** The home page: its headings, sections and highlights slider. */
export const homeMessages = {
  'home.title.pro': 'Fillers and plasters for professionals',
  'home.title.part': 'Fillers and plasters for individuals and home projects',
  'home.description': 'Fillers, smoothing and levelling plasters, exterior and wood coatings for professionals and individuals.',
  'home.heading.pro': 'Professional fillers and plasters',
  'home.heading.part': 'Fillers and plasters for your home projects',
  'home.intro.pro': 'Smoothing, levelling, filling and finishing products built for the pace of the worksite.',
  'home.intro.part': 'Fill, smooth and repair your walls with easy-to-use products and clear advice.',
  'home.categories': 'Our ranges',
  'home.featured': 'Our essentials',
  'home.pushes': 'In the spotlight',
  'home.news': 'Latest news',
  'home.allNews': 'All our news',
  'home.slides': 'Highlights',
  'home.slide': 'Slide {number} of {count}',
  'home.previousSlide': 'Previous slide',
  'home.nextSlide': 'Next slide',
} as const;
