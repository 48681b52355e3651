import { FormattedMessage } from 'react-intl';
import type { Civility } from '../../kernel/api/entities/content.ts';
import { useLoaderData } from '../../features/app/router-context.tsx';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import { Island } from '../../kernel/ui/island.tsx';
import { ContactChannels } from './contact-channels.tsx';
import { ContactForm } from './contact-form.tsx';
import { contactPageForm } from './contact-page-form.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { servicesMessages } from '../../kernel/i18n/en/services.ts';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';

export const messages = { ...screensMessages, ...servicesMessages };

interface ContactData {
  readonly civilities: readonly Civility[];
}

/** Civilities are optional to the form: without the list the field is left out, the form still works. */
export const loader: PageLoader<ContactData> = async ({ api }) => ({
  civilities: await api.call('GET /civility').then((list) => list.items, () => []),
});

export const meta = ({ intl }: MetaArgs<ContactData>) => ({
  title: intl.formatMessage({ id: 'screen.contact.title' }),
  description: intl.formatMessage({ id: 'screen.contact.intro' }),
});

/** Posted without JavaScript, the form comes back to this page (src/server/forms). */
export const form = contactPageForm;

export default function ContactScreen() {
  const { civilities } = useLoaderData<ContactData>();
  return (
    <section className="service-page" aria-labelledby="page-heading">
      <ScreenHeader className={false} title={<FormattedMessage id="screen.contact.title" />} lead={<FormattedMessage id="screen.contact.intro" />} />
      <div className="service-page__columns">
        <Island name="contact-form" component={ContactForm} props={{ civilities }} />
        <ContactChannels />
      </div>
    </section>
  );
}
