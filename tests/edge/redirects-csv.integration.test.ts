import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRedirectsCsv } from '../../src/server/edge/redirects-csv.ts';
import { startFakeBackoffice, type FakeBackoffice } from '../support/fake-backoffice.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';
import { send } from './support/edge-server.ts';

const CSV_PATH = fileURLToPath(new URL('../../redirects.csv', import.meta.url));
const rules = parseRedirectsCsv(readFileSync(CSV_PATH, 'utf8'), CSV_PATH);

/** Requests every row of the real redirects.csv from the full site over HTTP. */
describe('every row of redirects.csv', () => {
  let backoffice: FakeBackoffice;
  let site: TestSite;
  let port: number;

  beforeAll(async () => {
    backoffice = await startFakeBackoffice();
    site = await startTestSite({ BACKOFFICE_URL: backoffice.url, REDIRECTS_CSV: CSV_PATH });
    port = Number(new URL(site.url).port);
  });
  afterAll(async () => {
    await site?.close();
    await backoffice?.close();
  });

  it('holds several hundred rules, all of them 301', () => {
    expect(rules.length).toBeGreaterThanOrEqual(400);
    expect(new Set(rules.map((rule) => rule.status))).toEqual(new Set([301]));
  });

  it('covers every family of old paths the spec lists', () => {
    const froms = rules.map((rule) => rule.from);
    const families: Record<string, RegExp> = {
      '.html page': /\.html$/,
      press: /^\/presse\//,
      news: /^\/actualites\//,
      'download page': /^\/(\w+\/)?telechargements?(\/|$)/,
      'uploaded PDF': /^\/uploads\/.+\.pdf$/,
      'Drupal files PDF': /^\/sites\/default\/files\/.+\.pdf$/,
      'QR code': /^\/qrcode\/\d{13}$/,
      'old product': /^\/produit\/[^/]+\/[^/]+$/,
      'old category': /^\/categorie\/[^/]+$/,
      'numeric id': /^\/\d+$/,
      'job offer': /^\/offre-emploi\//,
      'bare article slug': /^\/[a-z]+(-[a-z]+){3,}$/,
      ...Object.fromEntries(['nl', 'be', 'ch', 'uk', 'es'].map((prefix) => [`/${prefix} prefix`, new RegExp(`^/${prefix}(/|$)`)])),
      ...Object.fromEntries([1, 2, 3, 4].map((page) => [`video list page ${page}`, new RegExp(`\\?page=${page}$`)])),
    };
    for (const [family, pattern] of Object.entries(families)) {
      expect(froms.some((from) => pattern.test(from)), family).toBe(true);
    }
  });

  it('sends old paths to every category and fixed page the spec names', () => {
    const destinations = new Set(rules.map((rule) => rule.to));
    const consumer = ['reboucher', 'lisser-en-finition', 'lisser-en-epaisseur', 'traiter-avant-denduire', 'exterieur', 'bois',
      'cuisine-et-salle-de-bain', 'solutions-faciles', 'multifonctions', 'platriersplaquistes', 'solutions-specialisees'];
    const professional = ['enduits-de-lissage', 'enduits-degalisage', 'enduits-de-rebouchage', 'enduits-de-platriers-plaquistes',
      'enduits-exterieurs', 'enduits-bois', 'enduits-decoratifs', 'solutions-specialisees', 'enduits-generalistes'];
    const fixedPages = ['actualites', 'carrieres', 'carrieres/candidature-spontanee', 'conseils', 'contact', 'service-technique',
      'service-conso-2', 'telechargements', 'documentation-technique', 'calculateur-de-quantite', 'ou-trouver-nos-produits',
      'vous-etes-distributeurs', 'colorimetrie', 'formations', 'mentions-legales', 'mon-projet', 'nos-innovations',
      'nos-engagements', 'notre-histoire-2', 'le-groupe-1', 'implantations-dans-le-monde', 'notre-demarche-rse',
      'foire-aux-questions', 'demarrage-chantier'];
    const expected = [
      '/fr',
      ...consumer.map((category) => `/fr/enduit-particuliers/categorie/${category}`),
      ...professional.map((category) => `/fr/enduit-professionnels/categorie/${category}`),
      ...fixedPages.map((page) => new RegExp(`^/fr/enduit-(particuliers|professionnels)/${page}$`)),
      /^\/fr\/enduit-particuliers\/product\/[^/]+\/[^/]+$/,
      /^\/fr\/enduit-professionnels\/product\/[^/]+\/[^/]+$/,
      /\/dossier\/[^/]+\/__TYPES__worksheet$/,
      /\/foire-aux-questions\/__TAGS__[a-z-]+$/,
      /^https:\/\/media\.example-storage\.com\/.+\.pdf$/,
      /^https:\/\/sds\.example-safety-data\.com\/.+\.pdf$/,
      /^https:\/\/www\.example-filler\.co\.uk\/competition-terms$/,
      /^https:\/\/www\.example-filler\.be\//,
    ];
    for (const destination of expected) {
      const found = typeof destination === 'string'
        ? destinations.has(destination)
        : [...destinations].some((to) => destination.test(to));
      expect(found, String(destination)).toBe(true);
    }
    const videoLists = rules.filter((rule) => /\?page=[1-4]$/.test(rule.from));
    expect(videoLists.length).toBeGreaterThanOrEqual(4);
    expect(new Set(videoLists.map((rule) => rule.to))).toEqual(new Set(['/fr/enduit-particuliers/dossier/realiser/__TYPES__video']));
  });

  it.each(rules.map((rule) => [rule.row, rule.from, rule.to, rule.status] as const))(
    'row %i: %s',
    async (_row, from, to, status) => {
      const answer = await send(port, from.replace(/[^\x21-\x7e]/g, encodeURIComponent));
      expect({ status: answer.status, location: answer.headers.location, cacheControl: answer.headers['cache-control'] }).toEqual({
        status,
        location: to,
        cacheControl: 'no-store',
      });
    },
  );
});
