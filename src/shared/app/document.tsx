import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DocumentConfig } from './document-config.ts';
import type { PageMeta } from '../pages/page-module.ts';
import { usePage, useRouterContext } from './router-context.tsx';

interface DocumentProps {
  readonly config: DocumentConfig;
  readonly meta: PageMeta;
  readonly children: ReactNode;
}

/** The whole HTML document, rendered by React on the server and hydrated as `document`. */
export function Document({ config, meta, children }: DocumentProps) {
  const intl = useIntl();
  const { router } = useRouterContext();
  const { match, status } = usePage();
  const canonical = match && status === 200 ? `${config.siteUrl}${router.canonicalPath(match)}` : undefined;
  const locale = match?.locale ?? router.defaultLocale;
  return (
    <html lang={locale.iso} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        {meta.description && <meta name="description" content={meta.description} />}
        {meta.indexable === false && <meta name="robots" content="noindex, follow" />}
        {canonical && <link rel="canonical" href={canonical} />}
        {canonical &&
          match &&
          meta.indexable !== false &&
          router.locales.map((alternate) => (
            <link
              key={alternate.code}
              rel="alternate"
              hrefLang={alternate.iso}
              href={`${config.siteUrl}${router.buildPath({ name: match.route.name, params: match.params }, { locale: alternate.code, target: match.target })}`}
            />
          ))}
        <meta property="og:site_name" content={intl.formatMessage({ id: 'site.name' })} />
        <meta property="og:title" content={meta.title} />
        {canonical && <meta property="og:url" content={canonical} />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {config.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {config.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}
