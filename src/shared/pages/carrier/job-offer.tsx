/**
 * A job offer (a CMS page of type `job`, served by the catch-all route): the offer, then the
 * application form bound to it. The content-page screen shows this for job pages.
 */
import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import type { Civility, Page } from '../../kernel/api/entities/content.ts';
import { Link } from '../../features/app/link.tsx';
import { PageBlocks } from '../../blocks/catalogue/page-blocks.tsx';
import { $api } from '../../features/app/model.ts';
import { ApplicationForm } from '../../blocks/forms/application-form.tsx';
import { TitleWithMarks } from '../../kernel/format/registered-mark.tsx';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';

/** Civilities are a nicety of the form: they arrive after hydration and the form works before. */
function useCivilities(): readonly Civility[] {
  const api = useUnit($api);
  const [civilities, setCivilities] = useState<readonly Civility[]>([]);
  useEffect(() => {
    let live = true;
    api?.call('GET /civility').then((list) => live && setCivilities(list.items), () => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  return civilities;
}

export function JobOffer({ page }: { readonly page: Page }) {
  const civilities = useCivilities();
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
        <ApplicationForm civilities={civilities} jobId={page.id} />
      </section>
      <p>
        <Link to={{ name: 'carrier' }}>
          <FormattedMessage id="careers.seeOffers" />
        </Link>
      </p>
    </article>
  );
}
