import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useUnit } from 'effector-react';
import { SavedListView } from '../../blocks/catalogue/saved-list-view.tsx';
import { ProductGrid } from '../../blocks/catalogue/product-card.tsx';
import { favoriteProducts } from '../../features/favorites/favorite-products.ts';
import { $favoriteIds } from '../../features/favorites/model.ts';
import { KeepForWorksite } from '../../features/offline/keep-for-worksite.tsx';
import { toastShown } from '../../features/toast/model.ts';
import { ContractForm } from '../../blocks/forms/contract-form.tsx';
import { TextAreaField, TextField } from '../../blocks/forms/fields.tsx';
import { optionalText, requiredText } from '../../blocks/forms/form-values.ts';

/**
 * The visitor's favourites (spec §2, §4), kept in the browser, and sending the list by e-mail: the
 * whole view below the heading is an island (decision 199), with no props; the server renders it
 * loading.
 */
export function FavoritesView() {
  const [products, state, opened, closed] = useUnit([favoriteProducts.$products, favoriteProducts.$state, favoriteProducts.pageOpened, favoriteProducts.pageClosed]);
  useEffect(() => {
    opened();
    return () => closed();
  }, [opened, closed]);
  return (
    <SavedListView list="favorites" state={state} messages={{ loading: 'favorites.loading', failed: 'favorites.failed', empty: 'favorites.empty' }}>
      <ProductGrid products={products} priority />
      <KeepForWorksite slugs={products.map((product) => product.slug)} />
      <SendFavorites />
    </SavedListView>
  );
}

function SendFavorites() {
  const [favoriteIds, showToast] = useUnit([$favoriteIds, toastShown]);
  return (
    <section className="favorites__send" aria-labelledby="favorites-send-heading">
      <h2 id="favorites-send-heading">
        <FormattedMessage id="favorites.send.title" />
      </h2>
      <ContractForm
        form={{
          endpoint: 'POST /wishlist/send',
          initialValues: { email: '', sender_name: '', message: '' },
          toBody: (values) => ({
            email: requiredText(values, 'email'),
            sender_name: optionalText(values, 'sender_name'),
            message: optionalText(values, 'message'),
            product_ids: [...favoriteIds],
          }),
        }}
        onSuccess={(_receipt, values) => showToast({ kind: 'success', message: 'favorites.send.sent', values: { email: requiredText(values, 'email') } })}
        resetOnSuccess
        submitLabel={<FormattedMessage id="favorites.send.submit" />}
      >
        <TextField name="email" type="email" autoComplete="email" required label={<FormattedMessage id="favorites.send.email" />} />
        <TextField name="sender_name" autoComplete="name" label={<FormattedMessage id="favorites.send.name" />} />
        <TextAreaField name="message" rows={4} label={<FormattedMessage id="favorites.send.message" />} />
      </ContractForm>
    </section>
  );
}
