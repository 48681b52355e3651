import { FormattedMessage } from 'react-intl';
import type { Landing } from '../../api/entities/content.ts';
import { Link } from '../../app/link.tsx';
import { useLoaderData } from '../../app/router-context.tsx';
import { loadLanding } from '../../data/load-landing.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';

export const loader: PageLoader<Landing> = ({ api, match }) => loadLanding(api, match.params.slug!);

export const meta = ({ data, intl }: MetaArgs<Landing>) => ({
  title: intl.formatMessage({ id: 'landing.confirmation.title' }, { landing: data.title }),
  indexable: false,
});

export default function LandingConfirmationScreen() {
  const landing = useLoaderData<Landing>();
  return (
    <section className="landing-confirmation" aria-labelledby="page-heading">
      <h1 id="page-heading">
        <FormattedMessage id="landing.confirmation.title" values={{ landing: landing.title }} />
      </h1>
      <p>
        <FormattedMessage id="landing.confirmation.text" />
      </p>
      <Link to={{ name: 'landing', params: { slug: landing.technical_name } }}>
        <FormattedMessage id="landing.confirmation.back" />
      </Link>
    </section>
  );
}
