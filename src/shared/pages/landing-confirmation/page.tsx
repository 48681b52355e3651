import { FormattedMessage } from 'react-intl';
import type { Landing } from '../../kernel/api/entities/content.ts';
import { Link } from '../../features/app/link.tsx';
import { useLoaderData } from '../../features/app/router-context.tsx';
import { loadLanding } from '../../kernel/data/load-landing.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { servicesMessages } from '../../kernel/i18n/en/services.ts';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';

export const messages = { ...screensMessages, ...servicesMessages };

export const loader: PageLoader<Landing> = ({ api, match }) => loadLanding(api, match.params.slug!);

export const meta = ({ data, intl }: MetaArgs<Landing>) => ({
  title: intl.formatMessage({ id: 'contest.confirmation.title' }, { landing: data.title }),
  indexable: false,
});

/** The contest's own confirmation page, in the landing layout. */
export default function LandingConfirmationScreen() {
  const landing = useLoaderData<Landing>();
  return (
    <section className="landing landing--confirmation" aria-labelledby="page-heading">
      <ScreenHeader className={false} title={<FormattedMessage id="contest.confirmation.heading" />} lead={<FormattedMessage id={landing.is_contest ? 'contest.confirmation.text' : 'screen.confirmation.intro'} values={{ landing: landing.title }} />} />
      <p>
        <Link to={{ name: 'landing', params: { slug: landing.technical_name } }}>
          <FormattedMessage id="contest.confirmation.back" />
        </Link>
      </p>
    </section>
  );
}
