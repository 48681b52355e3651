import { describe, expect, it } from 'vitest';
import { compileRedirectTable, type CompileOptions, type RedirectRule } from '../../src/server/edge/redirect-table.ts';

/**
 * The matching rules every redirect table implementation must follow, run against each of
 * them (as Hono's routers share one suite). See docs/decisions/020-legacy-redirect-matching.md.
 */
export function describeRedirectTable(name: string, implementation: NonNullable<CompileOptions['implementation']>): void {
  const rule = (from: string, to: string, status = 301): RedirectRule => ({ from, to, status });
  const table = compileRedirectTable(
    [
      rule('/presse', '/fr/enduit-particuliers/actualites'),
      rule('/presse/communiques', '/fr/enduit-particuliers/actualites/communiques'),
      rule('/particuliers/Reboucher/', '/fr/enduit-particuliers/categorie/reboucher'),
      rule('/actualités/salon', '/fr/enduit-particuliers/salon'),
      rule('/uploads/FT_Lissage%20Pro.pdf', 'https://media.example-storage.com/fiches/lissage-pro.pdf'),
      rule('/videos', '/fr/enduit-particuliers/dossier/realiser/__TYPES__video'),
      rule('/videos?page=2', '/fr/enduit-particuliers/dossier/realiser/__TYPES__video?from=page-2'),
      rule('/tutos?page=1', '/fr/tutos-1'),
      rule('/tutos?page=2', '/fr/tutos-2'),
      rule('/liste?tri=prix&ordre=asc', '/fr/liste-prix'),
      rule('/promo', '/fr?campagne=ete#offres', 302),
      rule('/143', '/fr/enduit-particuliers/comment-reboucher-un-trou'),
    ],
    { implementation },
  );
  const locationOf = (pathname: string, search = '') => table.lookup(pathname, search)?.location;

  describe(`${name}: paths`, () => {
    it('answers an exact path with its status and destination', () => {
      expect(table.lookup('/presse', '')).toEqual({ location: '/fr/enduit-particuliers/actualites', status: 301 });
      expect(table.lookup('/promo', '')).toEqual({ location: '/fr?campagne=ete#offres', status: 302 });
      expect(table.size).toBe(12);
    });

    it('matches with or without one trailing slash, whichever the rule was written with', () => {
      expect(locationOf('/presse/')).toBe('/fr/enduit-particuliers/actualites');
      expect(locationOf('/particuliers/reboucher')).toBe('/fr/enduit-particuliers/categorie/reboucher');
      expect(locationOf('/particuliers/reboucher/')).toBe('/fr/enduit-particuliers/categorie/reboucher');
    });

    it('ignores letter case in paths', () => {
      expect(locationOf('/PRESSE/Communiques')).toBe('/fr/enduit-particuliers/actualites/communiques');
      expect(locationOf('/Particuliers/REBOUCHER')).toBe('/fr/enduit-particuliers/categorie/reboucher');
      expect(locationOf('/ACTUALIT%C3%89S/Salon')).toBe('/fr/enduit-particuliers/salon');
    });

    it('compares percent-decoded segments', () => {
      expect(locationOf('/actualit%C3%A9s/salon')).toBe('/fr/enduit-particuliers/salon');
      expect(locationOf('/actualit%c3%a9s/salon')).toBe('/fr/enduit-particuliers/salon');
      expect(locationOf('/%70resse')).toBe('/fr/enduit-particuliers/actualites');
      expect(locationOf('/uploads/ft_lissage%20pro.pdf')).toBe('https://media.example-storage.com/fiches/lissage-pro.pdf');
    });

    it('matches nothing, without throwing, on a malformed escape', () => {
      expect(locationOf('/presse%')).toBeUndefined();
      expect(locationOf('/actualit%C3/salon')).toBeUndefined();
      expect(locationOf('/%E0%A4%A/presse')).toBeUndefined();
    });

    it('never matches a prefix or an extension of a rule', () => {
      expect(locationOf('/pres')).toBeUndefined();
      expect(locationOf('/presse/communiques/2019')).toBeUndefined();
      expect(locationOf('/presse/autre')).toBeUndefined();
      expect(locationOf('/particuliers')).toBeUndefined();
    });

    it('treats "*" and ":name" in a request as plain characters, not wildcards or parameters', () => {
      expect(locationOf('/presse/*')).toBeUndefined();
      expect(locationOf('/*')).toBeUndefined();
      expect(locationOf('/presse/:slug')).toBeUndefined();
      expect(locationOf('/%2A')).toBeUndefined();
    });

    it('does not let an encoded separator join or split segments', () => {
      expect(locationOf('/presse%2Fcommuniques')).toBeUndefined();
      expect(locationOf('/presse%2fcommuniques')).toBeUndefined();
      expect(locationOf('/videos%3Fpage=2')).toBeUndefined();
      expect(locationOf('/videos%3Fpage%3D2')).toBeUndefined();
      expect(locationOf('/presse%5Ccommuniques')).toBeUndefined();
      expect(locationOf('/presse%00')).toBeUndefined();
    });

    it('does not resolve "." and ".." segments, plain or encoded', () => {
      expect(locationOf('/presse/../presse')).toBeUndefined();
      expect(locationOf('/autre/../presse')).toBeUndefined();
      expect(locationOf('/./presse')).toBeUndefined();
      expect(locationOf('/presse/%2e%2e/presse/communiques')).toBeUndefined();
      expect(locationOf('/%2E/presse')).toBeUndefined();
    });

    it('matches nothing for a double slash anywhere', () => {
      expect(locationOf('//presse')).toBeUndefined();
      expect(locationOf('/presse//communiques')).toBeUndefined();
      expect(locationOf('/presse//')).toBeUndefined();
    });

    it('matches nothing for the root, an empty or a relative path', () => {
      expect(locationOf('/')).toBeUndefined();
      expect(locationOf('')).toBeUndefined();
      expect(locationOf('presse')).toBeUndefined();
      expect(locationOf('/nope')).toBeUndefined();
    });
  });

  describe(`${name}: query strings`, () => {
    it('ignores an unknown query on a path whose rule names none', () => {
      expect(locationOf('/presse', '?ref=qr')).toBe('/fr/enduit-particuliers/actualites');
      expect(locationOf('/presse', '?')).toBe('/fr/enduit-particuliers/actualites');
      expect(locationOf('/presse', 'ref=qr&x')).toBe('/fr/enduit-particuliers/actualites');
    });

    it('ignores marketing parameters and carries them over to the destination', () => {
      expect(locationOf('/presse', '?utm_source=flyer&utm_medium=print')).toBe(
        '/fr/enduit-particuliers/actualites?utm_source=flyer&utm_medium=print',
      );
      expect(locationOf('/143', '?gclid=Cj0KCQ')).toBe('/fr/enduit-particuliers/comment-reboucher-un-trou?gclid=Cj0KCQ');
      expect(locationOf('/143', '?fbclid=IwAR2x&ref=old')).toBe('/fr/enduit-particuliers/comment-reboucher-un-trou?fbclid=IwAR2x');
      expect(locationOf('/143', '?UTM_Campaign=Printemps')).toBe(
        '/fr/enduit-particuliers/comment-reboucher-un-trou?UTM_Campaign=Printemps',
      );
    });

    it('re-encodes carried parameters and keeps the destination query and fragment in place', () => {
      expect(locationOf('/promo', '?utm_campaign=%C3%A9t%C3%A9+2019')).toBe('/fr?campagne=ete&utm_campaign=%C3%A9t%C3%A9%202019#offres');
      expect(locationOf('/presse', '?utm_source=a%0D%0ALocation:%20x')).toBe(
        '/fr/enduit-particuliers/actualites?utm_source=a%0D%0ALocation%3A%20x',
      );
    });

    it('answers a query rule only for that query', () => {
      expect(locationOf('/tutos', '?page=1')).toBe('/fr/tutos-1');
      expect(locationOf('/tutos', '?page=2')).toBe('/fr/tutos-2');
      expect(locationOf('/tutos', '?page=3')).toBeUndefined();
      expect(locationOf('/tutos', '')).toBeUndefined();
      expect(locationOf('/tutos', '?page=1&page=2')).toBeUndefined();
      expect(locationOf('/tutos', '?page=1&x=1')).toBeUndefined();
      expect(locationOf('/tutos', '?page=10')).toBeUndefined();
      expect(locationOf('/tutos', '?page')).toBeUndefined();
      expect(locationOf('/tutos', '?page%3D1')).toBeUndefined();
    });

    it('matches a query rule whatever the parameter order, case, encoding or marketing extras', () => {
      expect(locationOf('/tutos', '?PAGE=1')).toBe('/fr/tutos-1');
      expect(locationOf('/tutos', '?p%61ge=1')).toBe('/fr/tutos-1');
      expect(locationOf('/tutos/', '?page=2')).toBe('/fr/tutos-2');
      expect(locationOf('/liste', '?ordre=asc&tri=prix')).toBe('/fr/liste-prix');
      expect(locationOf('/liste', '?tri=PRIX&ordre=asc')).toBe('/fr/liste-prix');
      expect(locationOf('/tutos', '?utm_medium=email&page=2')).toBe('/fr/tutos-2?utm_medium=email');
    });

    it('falls back to the path rule when the query names no rule of that path', () => {
      const video = '/fr/enduit-particuliers/dossier/realiser/__TYPES__video';
      expect(locationOf('/videos', '?page=2')).toBe(`${video}?from=page-2`);
      expect(locationOf('/videos', '?page=7')).toBe(video);
      expect(locationOf('/videos', '')).toBe(video);
      expect(locationOf('/videos', '?page=2&utm_source=yt')).toBe(`${video}?from=page-2&utm_source=yt`);
    });

    it('does not fail on a malformed query escape', () => {
      expect(locationOf('/presse', '?x=%E9')).toBe('/fr/enduit-particuliers/actualites');
      expect(locationOf('/tutos', '?page=%')).toBeUndefined();
      expect(locationOf('/presse', '?utm_source=%zz')).toBe('/fr/enduit-particuliers/actualites');
    });
  });
}
