import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import { $menus, $salesPlan, $settings, $site, $target } from '../features/app/model.ts';
import { consentHintScript } from '../features/consent/consent-hint.ts';
import { $thirdParties } from '../features/consent/third-parties.ts';
import { noScriptCss } from '../layout/no-script-css.ts';
import type { RouteLocation } from '../kernel/routing/router.ts';
import { breadcrumbTrail } from '../kernel/seo/breadcrumb-trail.ts';
import { canonicalLinks, canonicalTarget } from '../kernel/seo/canonical.ts';
import { breadcrumbListJsonLd, type JsonLdNode, type StructuredDataContext } from '../kernel/seo/json-ld.ts';
import { JsonLdScript } from '../kernel/seo/json-ld-script.tsx';
import { PageSeoContext, type PageMeta, type PageSeo } from '../kernel/seo/page-seo.ts';
import { headScriptId, inlineStylesId, type DocumentConfig } from './document-config.ts';
import { PageStylesheetsContext } from '../layout/page-stylesheets.tsx';
import { usePage, useRouterContext } from '../features/app/router-context.tsx';

interface DocumentProps {
  readonly config: DocumentConfig;
  readonly meta: PageMeta;
  readonly children: ReactNode;
}

/**
 * The whole HTML document, rendered by React on the server and hydrated as `document`: the head
 * carries the title and description, canonical and language alternates, Open Graph and the
 * page's structured data; the layout below reads the breadcrumb from the same description.
 */
export function Document({ config, meta, children }: DocumentProps) {
  const intl = useIntl();
  const { router } = useRouterContext();
  const { match, status } = usePage();
  const [site, settings, menus, salesPlan, target, thirdParties] = useUnit([$site, $settings, $menus, $salesPlan, $target, $thirdParties]);
  const seo: PageSeo = meta;
  const locale = match?.locale ?? router.defaultLocale;
  const found = match !== undefined && status === 200;
  const pageTarget = canonicalTarget(seo, site);
  const links = found ? canonicalLinks(router, match, pageTarget, config.siteUrl, seo.slugs) : undefined;
  const breadcrumb = breadcrumbTrail({ router, match: found ? match : undefined, seo, settings, menus, target, intl });
  const siteName = intl.formatMessage({ id: 'site.name' });

  let structuredData: JsonLdNode[] = [];
  if (found) {
    const absoluteUrl = (location: RouteLocation) => `${config.siteUrl}${router.buildPath(location, { locale: locale.code, target: pageTarget })}`;
    const context: StructuredDataContext = {
      absoluteUrl,
      absoluteAsset: (path) => new URL(path, config.siteUrl).href,
      site,
      settings,
      currency: salesPlan?.currency,
      target,
      organizationName: siteName,
    };
    structuredData = [...(seo.structuredData?.(context) ?? [])];
    if (breadcrumb) {
      structuredData.push(
        breadcrumbListJsonLd(breadcrumb.map((crumb) => ({ name: crumb.label, url: crumb.to ? absoluteUrl(crumb.to) : links?.canonical }))),
      );
    }
  }
  const image = seo.image ? new URL(seo.image.url, config.siteUrl).href : undefined;

  return (
    // The head's consent hint may mark <html> before hydration (consent-hint.ts).
    <html lang={locale.iso} dir="ltr" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        {meta.description && <meta name="description" content={meta.description} />}
        {(!found || meta.indexable === false) && <meta name="robots" content="noindex, follow" />}
        {links && <link rel="canonical" href={links.canonical} />}
        {links &&
          meta.indexable !== false &&
          links.alternates.map((alternate) => <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />)}
        <meta name="theme-color" content="#0e4c8a" />
        <meta property="og:site_name" content={siteName} />
        <meta property="og:locale" content={locale.iso.replace('-', '_')} />
        <meta property="og:type" content={seo.openGraphType ?? 'website'} />
        <meta property="og:title" content={meta.title} />
        {meta.description && <meta property="og:description" content={meta.description} />}
        {links && <meta property="og:url" content={links.canonical} />}
        {image && <meta property="og:image" content={image} />}
        {seo.image && <meta property="og:image:width" content={String(seo.image.width)} />}
        {seo.image && <meta property="og:image:height" content={String(seo.image.height)} />}
        {seo.image && <meta property="og:image:alt" content={seo.image.alt} />}
        <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The layout's first paint needs nothing else (style-src allows inline styles, see app.ts). */}
        <style id={inlineStylesId} dangerouslySetInnerHTML={{ __html: config.inlineStyles }} />
        {/* Before the body paints: shows the consent banner on a first visit (allowed by its hash, see app.ts). */}
        <script dangerouslySetInnerHTML={{ __html: consentHintScript(thirdParties.consentCookieName) }} />
        {/* Remembers the language a visitor follows a language link to, before hydration too, and
            takes a page-to-page transition the browser skips for no error (allowed by its hash). */}
        <script id={headScriptId} dangerouslySetInnerHTML={{ __html: config.headScript }} />
        <noscript dangerouslySetInnerHTML={{ __html: `<style>${noScriptCss}</style>` }} />
        <JsonLdScript nodes={structuredData} />
      </head>
      <body>
        <PageSeoContext value={{ seo, breadcrumb }}>
          <PageStylesheetsContext value={config.stylesheets}>{children}</PageStylesheetsContext>
        </PageSeoContext>
      </body>
    </html>
  );
}
