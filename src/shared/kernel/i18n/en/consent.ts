/** The consent banner's per-category preferences: loaded with them, when a visitor asks to choose. */
export const consentMessages = {
  'consent.save': 'Save my choices',
  'consent.analytics': 'Audience measurement',
  'consent.analytics.text': 'Counts visits and pages seen to improve the site.',
  'consent.ads': 'Advertising',
  'consent.ads.text': 'Measures our campaigns and shows relevant ads elsewhere.',
  'consent.facebook': 'Social network pixel',
  'consent.facebook.text': 'Lets the social network measure visits coming from our posts.',
  'consent.pinterest': 'Pinterest tag',
  'consent.pinterest.text': 'Lets Pinterest measure visits coming from our pins.',
  'consent.youtube': 'Videos',
  'consent.youtube.text': 'Plays our videos from the video host, which may set its own cookies.',
} as const;
