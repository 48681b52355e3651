/** schema.org JobPosting of a job offer's page, for job search engines. */
import type { PageSummary } from '../api/entities/content.ts';
import type { JsonLdNode, StructuredDataContext } from './json-ld.ts';

/** The back office's contract labels that name a schema.org employment type; others are left out. */
const employmentTypes: Readonly<Record<string, string>> = { permanent: 'FULL_TIME', 'fixed-term': 'TEMPORARY', 'part-time': 'PART_TIME', internship: 'INTERN' };

export function jobPostingJsonLd(page: PageSummary, job: NonNullable<PageSummary['job']>, seo: StructuredDataContext): JsonLdNode {
  const employmentType = employmentTypes[job.contract.toLowerCase()];
  return {
    '@type': 'JobPosting',
    title: page.title,
    description: page.extract,
    datePosted: page.published_at.slice(0, 10),
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: { '@type': 'Organization', name: seo.organizationName, sameAs: seo.absoluteUrl({ name: 'home' }), logo: seo.absoluteAsset('/logo.svg') },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.location } },
    occupationalCategory: job.department,
    url: seo.absoluteUrl({ name: 'cms-page', params: { slug: page.slug } }),
  };
}
