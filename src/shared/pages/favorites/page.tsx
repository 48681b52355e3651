import { FormattedMessage } from 'react-intl';
import { Island } from '../../kernel/ui/island.tsx';
import type { MetaArgs } from '../page-module.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { servicesMessages } from '../../kernel/i18n/en/services.ts';
import { findingMessages } from '../../kernel/i18n/en/finding.ts';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';
import { FavoritesView } from './favorites-view.tsx';

export const messages = { ...screensMessages, ...servicesMessages, ...findingMessages };

export const meta = ({ intl }: MetaArgs<undefined>) => ({
  title: intl.formatMessage({ id: 'screen.favorites.title' }),
  description: intl.formatMessage({ id: 'screen.favorites.intro' }),
  indexable: false,
});

/** The visitor's favourites: the heading, and the list with its e-mail form, an island (favorites-view.tsx). */
export default function FavoritesScreen() {
  return (
    <section className="favorites" aria-labelledby="page-heading">
      <ScreenHeader title={<FormattedMessage id="screen.favorites.title" />} lead={<FormattedMessage id="screen.favorites.intro" />} />
      <Island name="favorites" component={FavoritesView} />
    </section>
  );
}
