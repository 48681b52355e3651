import { FormattedMessage } from 'react-intl';
import { Link } from '../../features/app/link.tsx';
import { usePage } from '../../features/app/router-context.tsx';
import { confirmedFormOf } from '../../blocks/forms/confirmation.ts';
import type { MetaArgs } from '../page-module.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { servicesMessages } from '../../kernel/i18n/en/services.ts';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';

export const messages = { ...screensMessages, ...servicesMessages };

export const meta = ({ intl }: MetaArgs<undefined>) => ({
  title: intl.formatMessage({ id: 'screen.confirmation.title' }),
  description: intl.formatMessage({ id: 'screen.confirmation.intro' }),
  indexable: false,
});

const texts = {
  contact: 'confirmation.contact',
  'start-worksite': 'confirmation.start-worksite',
  application: 'confirmation.application',
  training: 'confirmation.training',
} as const;

/** Where a sent form lands: thanks in the form's own words, and the way back. */
export default function ConfirmationScreen() {
  const form = confirmedFormOf(usePage().url);
  return (
    <section className="page-intro confirmation" aria-labelledby="page-heading">
      <ScreenHeader className={false} title={<FormattedMessage id="screen.confirmation.title" />} lead={<FormattedMessage id={form ? texts[form] : 'screen.confirmation.intro'} />} />
      <p>
        <Link to={{ name: 'home' }} className="button">
          <FormattedMessage id="confirmation.home" />
        </Link>
      </p>
    </section>
  );
}
