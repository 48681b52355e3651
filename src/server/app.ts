/**
 * The Express application behind the edge: security headers, compression, static assets, the offline mode's service worker,
 * the operators' admin call, the `/api/v1` gateway, the pages and the forms posted to them, in that order, then one error handler.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { consentHintScript } from '../shared/features/consent/consent-hint.ts';
import type { ThirdPartyConfig } from '../shared/features/consent/third-parties.ts';
import { headScript } from './render/head-script.ts';
import { serviceWorkerPath } from '../shared/kernel/offline/offline-caches.ts';
import { serviceWorkerScript } from './offline/service-worker-script.ts';
import { fallbackPageHtml } from './render/fallback-page.ts';
import { scriptHash } from './render/script-seal.ts';
import { speculationRulesFile } from './render/speculation-rules-file.ts';

export interface AppOptions {
  readonly thirdParties: ThirdPartyConfig;
  readonly clientDir: string;
  /** The offline mode's worker at `/sw.js`, or its kill switch when false (decision 171). */
  readonly serviceWorker: boolean;
  readonly trustProxy: boolean;
  readonly httpsSite: boolean;
  /** The operators' calls: `POST /admin/cache/invalidate` (cache/admin-cache-endpoint.ts). */
  readonly admin: express.Router;
  readonly gateway: express.Router;
  /** robots.txt, sitemap.xml and the search form's redirect. */
  readonly seo: RequestHandler;
  readonly pages: RequestHandler;
  /** A service form posted to its page without JavaScript (src/server/forms); other posts fall through. */
  readonly formPosts: RequestHandler;
  readonly onError: (error: unknown) => void;
  /** The speculation rules (src/shared/kernel/routing/speculation-rules.ts), served as a file pages name. */
  readonly speculationRules: string;
}

const oneYear = 365 * 24 * 60 * 60 * 1000;

export function createApp(options: AppOptions): Express {
  const thirdParty = thirdPartySources(options.thirdParties);
  // The document's inline scripts that are the same on every page and not React's (the consent
  // hint, the head script): allowed by their hashes. Each page adds the hashes of its other
  // inline scripts (render/script-seal.ts).
  const documentScriptHashes = [consentHintScript(options.thirdParties.consentCookieName), headScript].map(scriptHash);
  const speculationRules = speculationRulesFile(options.speculationRules);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);
  app.set('etag', false);

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // Only the site's own modules and the document's scripts; no nonce, so no cache can hand one out.
          scriptSrc: ["'self'", ...documentScriptHashes, ...thirdParty.scripts],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', ...thirdParty.images],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...thirdParty.connections],
          frameSrc: ["'self'", ...thirdParty.frames],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
        },
      },
      xFrameOptions: { action: 'sameorigin' },
      strictTransportSecurity: options.httpsSite,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compression());
  app.use(
    '/assets',
    express.static(path.join(options.clientDir, 'assets'), { immutable: true, maxAge: oneYear, index: false, fallthrough: false }),
  );
  app.get(serviceWorkerPath, serviceWorkerScript(options.clientDir, options.serviceWorker));
  app.use(staticFiles(path.join(options.clientDir, 'static')));
  app.use(options.admin);
  app.use(options.gateway);
  app.use(options.seo);
  app.get(speculationRules.path, speculationRules.served);
  app.get('/{*path}', speculationRules.named, options.pages);
  app.post('/{*path}', speculationRules.named, options.formPosts);
  app.all('/{*path}', (_req, res) => {
    res.status(405).setHeader('Allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed');
  });
  app.use(errorHandler(options.onError));
  return app;
}

/**
 * The site's own static files (favicon, logo), listed once at start: a page request never
 * costs a file-system look-up to learn that it is not one of them.
 */
function staticFiles(directory: string): RequestHandler {
  const serve = express.static(directory, { index: false, maxAge: 60 * 60 * 1000 });
  const files = new Set(
    readdirSync(directory, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`),
  );
  return (req, res, next) => (files.has(req.path) ? serve(req, res, next) : next());
}

/** Outside origins the policy allows, only for the services whose keys are configured. */
function thirdPartySources(config: ThirdPartyConfig) {
  const botCheck = config.botCheckSiteKey !== null;
  const tagManager = config.tagManagerId !== null;
  return {
    scripts: [
      ...(botCheck ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] : []),
      ...(tagManager ? ['https://www.googletagmanager.com'] : []),
    ],
    frames: [
      ...(botCheck ? ['https://www.google.com/recaptcha/'] : []),
      ...(config.videoKey !== null ? ['https://www.youtube-nocookie.com'] : []),
    ],
    connections: tagManager ? ['https://www.googletagmanager.com', 'https://www.google-analytics.com'] : [],
    images: tagManager ? ['https://www.googletagmanager.com', 'https://www.google-analytics.com'] : [],
  };
}

function errorHandler(onError: (error: unknown) => void): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) onError(error);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(status).setHeader('Cache-Control', 'no-store');
    if (req.path.startsWith('/api/')) res.json({ errors: { status: status === 500 ? 'server_error' : 'bad_request' } });
    else if (status === 500) res.type('html').send(fallbackPageHtml(500));
    else res.type('text/plain').send(status === 404 ? 'Not Found' : 'Bad Request');
  };
}
