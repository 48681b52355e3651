import { useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import { useMounted } from '../../kernel/ui/use-mounted.ts';
import { HeartIcon } from './heart-icon.tsx';
import { $favoriteIds, favoriteToggled } from './model.ts';

/** A card's heart for one product: pressed while it is a favourite. */
export function FavoriteToggle({ productId, name }: { readonly productId: number; readonly name: string }) {
  const intl = useIntl();
  const [favoriteIds, toggle] = useUnit([$favoriteIds, favoriteToggled]);
  const mounted = useMounted();
  const favorite = mounted && favoriteIds.includes(productId);
  return (
    <button
      type="button"
      className="toggle toggle--favorite"
      aria-pressed={favorite}
      aria-label={intl.formatMessage({ id: 'favorites.add' }, { name })}
      onClick={() => toggle(productId)}
    >
      <HeartIcon filled={favorite} />
    </button>
  );
}
