/** The demo site (id 9, Lebanon and the UAE, English and French) and its sister sites. */

export interface SeedPlan {
  id: number;
  target: 'pro' | 'part';
  label: string;
}

export interface SeedSite {
  id: number;
  iso: string;
  url: string;
  label: string;
  hosts: string[];
  languages: { code: string; iso: string; label: string; default: boolean }[];
  isDefault: boolean;
  plans: SeedPlan[];
}

export const DEMO_SITE_ID = 9;
export const PRO_PLAN_ID = 17;
export const PART_PLAN_ID = 18;
export const CURRENCY = { code: 'GBP', symbol: '£' } as const;
export const TAX_RATE = 0.11;

/** English first (the base rows' language), French as the second locale (issue 14). */
const englishAndFrench = [
  { code: 'en', iso: 'en-GB', label: 'English', default: true },
  { code: 'fr', iso: 'fr-FR', label: 'Français', default: false },
];

export const sites: SeedSite[] = [
  {
    id: DEMO_SITE_ID,
    iso: 'lb',
    url: 'https://www.wallfiller-demo.example',
    label: 'Lebanon & United Arab Emirates',
    hosts: ['wallfiller-demo.example', 'www.wallfiller-demo.example', 'localhost', '127.0.0.1'],
    languages: englishAndFrench,
    isDefault: true,
    plans: [
      { id: PRO_PLAN_ID, target: 'pro', label: 'Professionals' },
      { id: PART_PLAN_ID, target: 'part', label: 'Individuals' },
    ],
  },
  ...(
    [
      [1, 'fr', 'France', 'Français', 'fr'],
      [2, 'be', 'Belgium', 'Français', 'fr'],
      [3, 'nl', 'Netherlands', 'Nederlands', 'nl'],
      [4, 'uk', 'United Kingdom', 'English', 'en'],
      [5, 'ch', 'Switzerland', 'Français', 'fr'],
      [6, 'es', 'Spain', 'Español', 'es'],
      [7, 'pl', 'Poland', 'Polski', 'pl'],
      [8, 'tn', 'Tunisia', 'Français', 'fr'],
      [10, 'ae', 'United Arab Emirates', 'English', 'en'],
      [11, 'ma', 'Morocco', 'Français', 'fr'],
    ] as const
  ).map(([id, iso, label, language, code]) => ({
    id,
    iso,
    url: `https://${iso}.wallfiller-demo.example`,
    label,
    hosts: [`${iso}.wallfiller-demo.example`],
    languages: [{ code, iso: code, label: language, default: true }],
    isDefault: false,
    plans: [],
  })),
];
