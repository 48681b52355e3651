/**
 * A job offer (a CMS page of type `job`, served by the catch-all route): the offer, then the
 * application form bound to it. The content-page screen shows this for job pages.
 */
import { FormattedMessage } from 'react-intl';
import type { Page } from '../../kernel/api/entities/content.ts';
import { Link } from '../../features/app/link.tsx';
import { PageBlocks } from '../../blocks/catalogue/page-blocks.tsx';
import { Island } from '../../kernel/ui/island.tsx';
import { JobApplication } from './job-application.tsx';
import { TitleWithMarks } from '../../kernel/format/registered-mark.tsx';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';

export function JobOffer({ page }: { readonly page: Page }) {
  return (
    <article className="job-offer" aria-labelledby="page-heading">
      <ScreenHeader title={<TitleWithMarks title={page.title} />}>
        {page.job && (
          <dl className="job-offer__facts">
            <dt>
              <FormattedMessage id="careers.facet.contract" />
            </dt>
            <dd>{page.job.contract}</dd>
            <dt>
              <FormattedMessage id="careers.facet.location" />
            </dt>
            <dd>{page.job.location}</dd>
            <dt>
              <FormattedMessage id="careers.facet.department" />
            </dt>
            <dd>{page.job.department}</dd>
          </dl>
        )}
      </ScreenHeader>
      <PageBlocks blocks={page.blocks} priorityFirst />
      <section className="job-offer__apply" aria-labelledby="apply-heading">
        <h2 id="apply-heading">
          <FormattedMessage id="careers.apply.title" />
        </h2>
        <Island name="job-application" component={JobApplication} props={{ jobId: page.id }} />
      </section>
      <p>
        <Link to={{ name: 'carrier' }}>
          <FormattedMessage id="careers.seeOffers" />
        </Link>
      </p>
    </article>
  );
}
