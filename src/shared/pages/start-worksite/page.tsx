import { FormattedMessage } from 'react-intl';
import { Island } from '../../kernel/ui/island.tsx';
import type { MetaArgs } from '../page-module.ts';
import { StartWorksiteForm } from './start-worksite-form.tsx';
import { worksitePageForm } from './worksite-page-form.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { servicesMessages } from '../../kernel/i18n/en/services.ts';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';

export const messages = { ...screensMessages, ...servicesMessages };

export const meta = ({ intl }: MetaArgs<undefined>) => ({
  title: intl.formatMessage({ id: 'screen.start-worksite.title' }),
  description: intl.formatMessage({ id: 'screen.start-worksite.intro' }),
});

/** Posted without JavaScript, the form comes back to this page (src/server/forms). */
export const form = worksitePageForm;

/** The start-worksite form (`POST /construction-starts`): who, where, when and how big. */
export default function StartWorksiteScreen() {
  return (
    <section className="service-page" aria-labelledby="page-heading">
      <ScreenHeader className={false} title={<FormattedMessage id="screen.start-worksite.title" />} lead={<FormattedMessage id="screen.start-worksite.intro" />} />
      <Island name="start-worksite-form" component={StartWorksiteForm} />
    </section>
  );
}
