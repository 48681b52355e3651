/**
 * The sister sites of the country selector (spec §3: 11 sites), read once per page render
 * with the site itself, from the back office's site list (cached by the server's data client).
 */
import { attach, createStore, sample } from 'effector';
import { $api, appStarted } from '../../features/app/model.ts';

export interface SisterSite {
  readonly iso: string;
  readonly label: string;
  readonly url: string;
}

const fetchSisterSitesFx = attach({
  source: $api,
  effect: async (api): Promise<readonly SisterSite[]> => {
    if (!api) return [];
    const sites = await api.call('GET /site');
    return sites.map(({ iso, label, url }) => ({ iso, label, url })).sort((a, b) => a.label.localeCompare(b.label, 'en'));
  },
});

export const $sisterSites = createStore<readonly SisterSite[]>([], { sid: 'country-selector/$sisterSites' });

sample({ clock: appStarted, target: fetchSisterSitesFx });
sample({ clock: fetchSisterSitesFx.doneData, target: $sisterSites });
