import { useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import { Link } from '../../features/app/link.tsx';
import { HeartIcon } from '../../features/favorites/heart-icon.tsx';
import { $hasFavorites } from '../../features/favorites/model.ts';

/** The favourites heart: filled when the visitor has favourites (spec §2). */
export function FavoritesLink({ className }: { readonly className?: string }) {
  const intl = useIntl();
  const hasFavorites = useUnit($hasFavorites);
  return (
    <Link
      to={{ name: 'favorites' }}
      className={className}
      data-filled={hasFavorites || undefined}
      aria-label={intl.formatMessage({ id: hasFavorites ? 'header.favorites.some' : 'header.favorites' })}
    >
      <HeartIcon filled={hasFavorites} />
    </Link>
  );
}
