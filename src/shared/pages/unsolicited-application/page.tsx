import { FormattedMessage } from 'react-intl';
import type { Civility } from '../../kernel/api/entities/content.ts';
import { Link } from '../../features/app/link.tsx';
import { useLoaderData } from '../../features/app/router-context.tsx';
import { ApplicationForm } from '../../blocks/forms/application-form.tsx';
import { Island } from '../../kernel/ui/island.tsx';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import { applicationPageForm } from '../../blocks/forms/application-page-form.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { servicesMessages } from '../../kernel/i18n/en/services.ts';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';

export const messages = { ...screensMessages, ...servicesMessages };

interface UnsolicitedData {
  readonly civilities: readonly Civility[];
}

/** Civilities are optional to the form: without the list the field is left out, the form still works. */
export const loader: PageLoader<UnsolicitedData> = async ({ api }) => ({
  civilities: await api.call('GET /civility').then((list) => list.items, () => []),
});

/** Posted without JavaScript, the form comes back to this page (src/server/forms). */
export const form = applicationPageForm;

export const meta = ({ intl }: MetaArgs<UnsolicitedData>) => ({
  title: intl.formatMessage({ id: 'screen.unsolicited-application.title' }),
  description: intl.formatMessage({ id: 'screen.unsolicited-application.intro' }),
  breadcrumb: [{ label: intl.formatMessage({ id: 'screen.carrier.title' }), to: { name: 'carrier' } }, { label: intl.formatMessage({ id: 'screen.unsolicited-application.title' }) }],
});

export default function UnsolicitedApplicationScreen() {
  const { civilities } = useLoaderData<UnsolicitedData>();
  return (
    <section className="service-page" aria-labelledby="page-heading">
      <ScreenHeader className={false} title={<FormattedMessage id="screen.unsolicited-application.title" />} lead={<FormattedMessage id="screen.unsolicited-application.intro" />} />
      <p>
        <Link to={{ name: 'carrier' }}>
          <FormattedMessage id="careers.seeOffers" />
        </Link>
      </p>
      <Island name="application-form" component={ApplicationForm} props={{ civilities }} />
    </section>
  );
}
