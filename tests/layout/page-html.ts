/** Reads what the layout tests assert from a page's HTML: title, canonical, JSON-LD, breadcrumb. */
export interface PageFacts {
  readonly title: string | undefined;
  readonly canonical: string | undefined;
  readonly robots: string | undefined;
  readonly alternates: readonly { hrefLang: string; href: string }[];
  readonly jsonLd: readonly Record<string, unknown>[];
  readonly jsonLdTypes: readonly string[];
  /** The breadcrumb's labels, or undefined when the page has none. */
  readonly breadcrumb: readonly string[] | undefined;
}

const decodeEntities = (text: string) =>
  text.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

export function pageFacts(html: string): PageFacts {
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );
  const nodes = jsonLd.flatMap((block) => (Array.isArray(block['@graph']) ? (block['@graph'] as Record<string, unknown>[]) : [block]));
  const breadcrumbHtml = /<nav class="breadcrumb"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1];
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    robots: /<meta name="robots" content="([^"]+)"/.exec(html)?.[1],
    alternates: [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(([, hrefLang, href]) => ({ hrefLang: hrefLang!, href: href! })),
    jsonLd,
    jsonLdTypes: nodes.map((node) => String(node['@type'])),
    breadcrumb: breadcrumbHtml
      ? [...breadcrumbHtml.matchAll(/<li(?: [^>]*)?>(.*?)<\/li>/gs)].map(([, item]) => decodeEntities(item!.replace(/<[^>]+>/g, '').trim()))
      : undefined,
  };
}
