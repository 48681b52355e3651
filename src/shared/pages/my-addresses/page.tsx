/** My addresses (guarded, spec §2, §8): the saved addresses, and a form to add one ('Failed to create address'). */
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Address } from '../../kernel/api/entities/commerce.ts';
import type { Country } from '../../kernel/api/entities/content.ts';
import { useLoaderData } from '../../features/app/router-context.tsx';
import { AccountNav } from '../../features/auth/account-nav.tsx';
import { customerCall } from '../../features/auth/customer-call.ts';
import { createAddressFx } from '../../features/auth/model.ts';
import { CountryField, TextField } from '../../features/auth/form-fields.tsx';
import { FORM_ERROR, useFormSubmission } from '../../features/auth/form-submission.ts';
import { toastShown } from '../../features/toast/model.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import type { PageMeta } from '../../kernel/seo/page-seo.ts';
import { accountMessages } from '../../kernel/i18n/en/account.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';
import { AccountForm } from '../../blocks/page-kit/account-form.tsx';

export const messages = { ...accountMessages, ...screensMessages };

interface AddressesData {
  readonly addresses: readonly Address[];
  readonly countries: readonly Country[];
}

export const loader: PageLoader<AddressesData> = async ({ api }) => {
  const [addresses, countries] = await Promise.all([customerCall(api.call('GET /address')), api.call('GET /country')]);
  return { addresses: addresses.items, countries: countries.items };
};

function AddressCard({ address, countries }: { readonly address: Address; readonly countries: readonly Country[] }) {
  const country = countries.find((entry) => entry.iso === address.country_iso)?.name ?? address.country_iso;
  return (
    <li className="address-card">
      <h3>{address.label}</h3>
      <address>
        {address.firstname} {address.lastname}
        <br />
        {address.address}
        <br />
        {address.zipcode} {address.city}
        <br />
        {country}
        {address.phone && (
          <>
            <br />
            {address.phone}
          </>
        )}
      </address>
    </li>
  );
}

function NewAddressForm({ countries, onCreated }: { readonly countries: readonly Country[]; readonly onCreated: (address: Address) => void }) {
  const intl = useIntl();
  const [createAddress, showToast] = useUnit([createAddressFx, toastShown]);
  const form = useFormSubmission(
    'POST /address',
    createAddress,
    { explain: () => ({ [FORM_ERROR]: intl.formatMessage({ id: 'addresses.failed' }) }) },
  );
  return (
    <section aria-labelledby="new-address-heading">
      <h2 id="new-address-heading">
        <FormattedMessage id="addresses.new" />
      </h2>
      <AccountForm
        labelledBy="new-address-heading"
        submission={form}
        general={form.errors[FORM_ERROR]}
        submitLabel="addresses.submit"
        onSubmit={async (entries, element) => {
          const created = await form.submit({ ...entries, phone: entries.phone ?? null });
          if (!created) return;
          element.reset();
          onCreated(created);
          showToast({ kind: 'success', message: 'toast.addressCreated' });
        }}
      >
        <TextField name="label" label="addresses.label" required error={form.errors.label} />
        <TextField name="firstname" label="addresses.firstname" autoComplete="given-name" required error={form.errors.firstname} />
        <TextField name="lastname" label="addresses.lastname" autoComplete="family-name" required error={form.errors.lastname} />
        <TextField name="address" label="addresses.address" autoComplete="street-address" required error={form.errors.address} />
        <TextField name="zipcode" label="addresses.zipcode" autoComplete="postal-code" inputMode="numeric" required error={form.errors.zipcode} />
        <TextField name="city" label="addresses.city" autoComplete="address-level2" required error={form.errors.city} />
        <CountryField label="addresses.country" countries={countries} error={form.errors.country_iso} />
        <TextField name="phone" label="addresses.phone" type="tel" autoComplete="tel" error={form.errors.phone} />
      </AccountForm>
    </section>
  );
}

function MyAddressesScreen() {
  const data = useLoaderData<AddressesData>();
  const [added, setAdded] = useState<readonly Address[]>([]);
  const addresses = [...data.addresses, ...added];
  return (
    <section className="account" aria-labelledby="page-heading">
      <ScreenHeader className={false} title={<FormattedMessage id="screen.my-addresses.title" />} />
      <AccountNav />
      {addresses.length === 0 ? (
        <FormattedMessage id="addresses.none" tagName="p" />
      ) : (
        <ul className="address-list">
          {addresses.map((address) => (
            <AddressCard key={address.id} address={address} countries={data.countries} />
          ))}
        </ul>
      )}
      <NewAddressForm countries={data.countries} onCreated={(address) => setAdded((current) => [...current, address])} />
    </section>
  );
}

export default MyAddressesScreen;

export const meta = ({ intl }: MetaArgs<AddressesData>): PageMeta => ({
  title: intl.formatMessage({ id: 'screen.my-addresses.title' }),
  indexable: false,
});
