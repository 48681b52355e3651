import { FormattedMessage } from 'react-intl';
import { Island } from '../../kernel/ui/island.tsx';
import type { MetaArgs } from '../page-module.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { findingMessages } from '../../kernel/i18n/en/finding.ts';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';
import { ComparatorView } from './comparator-view.tsx';

export const messages = { ...screensMessages, ...findingMessages };

export const meta = ({ intl }: MetaArgs<undefined>) => ({
  title: intl.formatMessage({ id: 'screen.comparator.title' }),
  description: intl.formatMessage({ id: 'screen.comparator.intro' }),
  indexable: false,
});

/** The comparator: its heading, and the compared products, an island (comparator-view.tsx). */
export default function ComparatorScreen() {
  return (
    <section className="comparator" aria-labelledby="page-heading">
      <ScreenHeader title={<FormattedMessage id="screen.comparator.title" />} lead={<FormattedMessage id="screen.comparator.intro" />} />
      <Island name="comparator" component={ComparatorView} />
    </section>
  );
}
