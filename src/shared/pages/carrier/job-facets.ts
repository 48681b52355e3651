/**
 * The careers list's filters (spec §2: up to 4 filter segments): contract, location and
 * department of the job offers, each a filter key whose values are the facets' slugs.
 */
import type { PageSummary } from '../../kernel/api/entities/content.ts';
import { slugify } from '../../kernel/format/slug.ts';
import type { Filter } from '../../kernel/routing/segments.ts';

export const jobFacets = [
  { key: 'CONTRACT', field: 'contract' },
  { key: 'LOCATION', field: 'location' },
  { key: 'DEPARTMENT', field: 'department' },
] as const;

export type JobFacetKey = (typeof jobFacets)[number]['key'];

export interface FacetOption {
  readonly value: string;
  readonly label: string;
  readonly count: number;
}

/** A filter segment value: the label's slug (letters, digits and hyphens, as the grammar wants). */
export function facetValue(label: string): string {
  return slugify(label);
}

export function isJobFacetKey(key: string): key is JobFacetKey {
  return jobFacets.some((facet) => facet.key === key);
}

function facetLabel(job: PageSummary, key: JobFacetKey): string | undefined {
  const facet = jobFacets.find((entry) => entry.key === key)!;
  return job.job?.[facet.field];
}

/** The offers every filter accepts (a filter's values are alternatives). */
export function filterJobs(jobs: readonly PageSummary[], filters: readonly Filter[]): PageSummary[] {
  return jobs.filter((job) =>
    filters.every((filter) => {
      const label = isJobFacetKey(filter.key) ? facetLabel(job, filter.key) : undefined;
      return label !== undefined && filter.values.includes(facetValue(label));
    }),
  );
}

/** Each facet's options with how many offers have them, in alphabetical order. */
export function facetOptions(jobs: readonly PageSummary[]): Record<JobFacetKey, FacetOption[]> {
  const options = {} as Record<JobFacetKey, FacetOption[]>;
  for (const { key } of jobFacets) {
    const counts = new Map<string, FacetOption>();
    for (const job of jobs) {
      const label = facetLabel(job, key);
      if (label === undefined) continue;
      const value = facetValue(label);
      counts.set(value, { value, label, count: (counts.get(value)?.count ?? 0) + 1 });
    }
    options[key] = [...counts.values()].sort((a, b) => a.label.localeCompare(b.label));
  }
  return options;
}
