import { FormattedMessage } from 'react-intl';
import { Island } from '../../kernel/ui/island.tsx';
import { KeptLists } from './kept-lists.tsx';
import type { MetaArgs } from '../page-module.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';

export const messages = screensMessages;

export const meta = ({ intl }: MetaArgs<undefined>) => ({
  title: intl.formatMessage({ id: 'screen.offline.title' }),
  description: intl.formatMessage({ id: 'screen.offline.intro' }),
  indexable: false,
});

/**
 * The offline worker's answer for a page it never kept (decision 171), precached in every
 * language: what this device kept, read from the worker's caches by its island once the page
 * runs (kept-lists.tsx).
 */
export default function OfflineScreen() {
  return (
    <section className="service-page offline-page" aria-labelledby="page-heading">
      <ScreenHeader className={false} title={<FormattedMessage id="screen.offline.title" />} lead={<FormattedMessage id="screen.offline.intro" />} />
      <Island name="offline-kept" component={KeptLists} />
    </section>
  );
}
