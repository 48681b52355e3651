import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { PageSummary } from '../../kernel/api/entities/content.ts';
import { Link } from '../../features/app/link.tsx';
import { useLoaderData, usePage } from '../../features/app/router-context.tsx';
import { isSelected, toggleFilter } from '../../kernel/routing/filter-segments.ts';
import { Pagination } from '../../blocks/catalogue/pagination.tsx';
import { PageResponse } from '../../kernel/data/page-response.ts';
import type { Filter } from '../../kernel/routing/segments.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import { facetOptions, filterJobs, isJobFacetKey, jobFacets, type FacetOption, type JobFacetKey } from './job-facets.ts';
import { catalogueMessages } from '../../kernel/i18n/en/catalogue.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { servicesMessages } from '../../kernel/i18n/en/services.ts';

export const messages = { ...catalogueMessages, ...screensMessages, ...servicesMessages };
import { TitleWithMarks } from '../../kernel/format/registered-mark.tsx';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';

const JOBS_PER_PAGE = 10;
const ALL_JOBS = 100;

interface CareersData {
  readonly jobs: readonly PageSummary[];
  readonly total: number;
  readonly pageCount: number;
  readonly facets: Record<JobFacetKey, FacetOption[]>;
}

export const loader: PageLoader<CareersData> = async ({ api, match }) => {
  if (match.filters.some((filter) => !isJobFacetKey(filter.key))) throw PageResponse.notFound();
  const all = (await api.call('GET /page', { query: { type: 'job', perPage: ALL_JOBS } })).items;
  const matching = filterJobs(all, match.filters);
  const page = match.page ?? 1;
  const pageCount = Math.max(1, Math.ceil(matching.length / JOBS_PER_PAGE));
  if (page > pageCount) throw PageResponse.notFound();
  return {
    jobs: matching.slice((page - 1) * JOBS_PER_PAGE, page * JOBS_PER_PAGE),
    total: matching.length,
    pageCount,
    facets: facetOptions(all),
  };
};

export const meta = ({ intl, match }: MetaArgs<CareersData>) => ({
  title: intl.formatMessage({ id: 'screen.carrier.title' }),
  description: intl.formatMessage({ id: 'screen.carrier.intro' }),
  ...(match.filters.length > 0 ? { indexable: false } : {}),
});

const facetTitles = { CONTRACT: 'careers.facet.contract', LOCATION: 'careers.facet.location', DEPARTMENT: 'careers.facet.department' } as const;

function JobFilters({ facets, filters }: { facets: CareersData['facets']; filters: readonly Filter[] }) {
  const intl = useIntl();
  return (
    <section className="filter-panel" aria-label={intl.formatMessage({ id: 'careers.filters' })}>
      <h2 className="filter-panel__title">
        <FormattedMessage id="careers.filters" />
      </h2>
      {filters.length > 0 && (
        <p>
          <Link to={{ name: 'carrier' }} rel="nofollow" className="filter-panel__reset">
            <FormattedMessage id="careers.filters.clear" />
          </Link>
        </p>
      )}
      {jobFacets.map(({ key }) => (
        <div key={key} className="filter-group">
          <h3 className="filter-group__title">
            <FormattedMessage id={facetTitles[key]} />
          </h3>
          <ul>
            {facets[key].map((option) => {
              const selected = isSelected(filters, key, option.value);
              return (
                <li key={option.value}>
                  <Link to={{ name: 'carrier', filters: toggleFilter(filters, key, option.value) }} rel="nofollow" aria-current={selected ? 'true' : undefined} className={selected ? 'filter-option filter-option--selected' : 'filter-option'}>
                    <span className="filter-option__label">
                      {option.label}{'\u00a0'}<span className="filter-option__count">({option.count})</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** The careers list: open positions filtered by contract, location and department. */
export default function CareersScreen() {
  const { jobs, total, pageCount, facets } = useLoaderData<CareersData>();
  const { match } = usePage();
  const filters = match?.filters ?? [];
  return (
    <section className="service-page careers" aria-labelledby="page-heading">
      <ScreenHeader className={false} title={<FormattedMessage id="screen.carrier.title" />} lead={<FormattedMessage id="screen.carrier.intro" />} />
      <div className="listing">
        <JobFilters facets={facets} filters={filters} />
        <div className="listing__results">
          <p role="status">
            <FormattedMessage id="careers.count" values={{ count: total }} />
          </p>
          <ul className="job-list">
            {jobs.map((job) => (
              <li key={job.id} className="job-card">
                <h2 className="job-card__title">
                  <Link to={{ name: 'cms-page', params: { slug: job.slug } }}><TitleWithMarks title={job.title} /></Link>
                </h2>
                {job.job && (
                  <p className="job-card__facts">
                    {job.job.contract} · {job.job.location} · {job.job.department}
                  </p>
                )}
                <p className="job-card__date">
                  <FormattedMessage
                    id="careers.published"
                    values={{ date: <FormattedDate value={job.published_at} year="numeric" month="long" day="numeric" timeZone="UTC" /> }}
                  />
                </p>
              </li>
            ))}
          </ul>
          <Pagination page={match?.page ?? 1} pageCount={pageCount} locationOf={(page) => ({ name: 'carrier', filters, page })} />
          <aside className="careers__unsolicited">
            <h2>
              <FormattedMessage id="careers.unsolicited.title" />
            </h2>
            <p>
              <FormattedMessage id="screen.unsolicited-application.intro" />
            </p>
            <Link to={{ name: 'carrier-unsolicited-application' }} className="button">
              <FormattedMessage id="careers.unsolicited.link" />
            </Link>
          </aside>
        </div>
      </div>
    </section>
  );
}
