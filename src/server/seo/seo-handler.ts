/**
 * The answers that are not pages: `/robots.txt`, `/sitemap.xml` and the search form's redirect.
 * The sitemap asks the back office for every plan's URLs; it is kept for ten minutes so that a
 * crawler fetching it often costs the back office nothing.
 */
import type { RequestHandler } from 'express';
import type { Site } from '../../shared/kernel/api/entities/site.ts';
import type { Router } from '../../shared/kernel/routing/router.ts';
import type { RequestClient, RequestContext } from '../backoffice/site-data-client.ts';
import { robotsTxt } from './robots-txt.ts';
import { searchFormRedirects } from './search-form.ts';
import { sitemapUrls, sitemapXml } from './sitemap-xml.ts';

export interface SeoServices {
  readonly router: Router;
  readonly siteUrl: string;
  readonly site: () => Promise<Site>;
  readonly dataClient: (context: RequestContext) => RequestClient;
  readonly onError: (error: unknown) => void;
}

const sitemapLifetimeMs = 10 * 60 * 1000;

export function createSeoHandler(services: SeoServices): RequestHandler {
  const { router, siteUrl } = services;
  const robots = robotsTxt(router, siteUrl);
  const searchForm = searchFormRedirects(router);
  let cached: { readonly body: string; readonly until: number } | undefined;

  async function buildSitemap(): Promise<string> {
    const site = await services.site();
    const lang = router.defaultLocale.code;
    const lists = await Promise.all(
      site.salesplan.map(async (plan) => {
        const client = services.dataClient({ lang, salesPlanId: plan.id, token: undefined }).client;
        return [plan.id, await client.call('GET /url')] as const;
      }),
    );
    return sitemapXml(router, siteUrl, sitemapUrls(router.routes, site, new Map(lists)));
  }

  async function currentSitemap(): Promise<string> {
    if (cached && cached.until > Date.now()) return cached.body;
    const body = await buildSitemap();
    cached = { body, until: Date.now() + sitemapLifetimeMs };
    return body;
  }

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/robots.txt') {
      res.status(200).type('text/plain').setHeader('Cache-Control', 'public, max-age=86400').send(robots);
      return;
    }
    if (req.path === '/sitemap.xml') {
      currentSitemap().then(
        (body) => {
          res.status(200).type('application/xml').setHeader('Cache-Control', 'public, max-age=3600').send(body);
        },
        (error: unknown) => {
          services.onError(error);
          res.status(503).setHeader('Retry-After', '60').setHeader('Cache-Control', 'no-store').type('text/plain').send('Service Unavailable');
        },
      );
      return;
    }
    const redirect = searchForm(req.path, req.query.search);
    if (!redirect) return next();
    if (redirect.status === 400) {
      res.status(400).setHeader('Cache-Control', 'no-store').type('text/plain').send('Bad Request');
      return;
    }
    res.status(302).setHeader('Cache-Control', 'no-store').setHeader('Location', redirect.location).end();
  };
}
