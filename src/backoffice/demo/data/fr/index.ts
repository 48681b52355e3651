import { frenchNotices, frenchNoticeTypeLabels } from './documents.ts';
import { frenchFaqEntries, frenchFolders, frenchMachines, frenchSliders, frenchTestimonies } from './editorial.ts';
import { frenchLandings, frenchTrainings } from './events.ts';
import { frenchStoreLocations } from './locations.ts';
import { frenchMenus } from './menus.ts';
import { frenchPages } from './pages.ts';
import { frenchCities, frenchCivilities, frenchCountries, frenchOnlyTags, frenchTags, frenchTeintes } from './reference-lists.ts';
import { frenchSettings } from './settings.ts';

/** The French editorial content of the demo seed, by resource. */
export const frenchContent = {
  pages: frenchPages,
  folders: frenchFolders,
  faq: frenchFaqEntries,
  sliders: frenchSliders,
  testimonies: frenchTestimonies,
  machines: frenchMachines,
  menus: frenchMenus,
  settings: frenchSettings,
  storeLocations: frenchStoreLocations,
  notices: frenchNotices,
  noticeTypeLabels: frenchNoticeTypeLabels,
  trainings: frenchTrainings,
  landings: frenchLandings,
  civilities: frenchCivilities,
  countries: frenchCountries,
  cities: frenchCities,
  tags: frenchTags,
  frenchOnlyTags,
  teintes: frenchTeintes,
};
