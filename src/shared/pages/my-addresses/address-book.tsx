/** My addresses (guarded, spec §2, §8): the saved addresses and the form to add one, an island of the page. */
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Address } from '../../kernel/api/entities/commerce.ts';
import type { Country } from '../../kernel/api/entities/content.ts';
import { createAddressFx } from '../../features/auth/model.ts';
import { CountryField, TextField } from '../../features/auth/form-fields.tsx';
import { FORM_ERROR, useFormSubmission } from '../../features/auth/form-submission.ts';
import { toastShown } from '../../features/toast/model.ts';
import { formIdPrefix } from '../../blocks/forms/form-context.tsx';
import { AccountForm } from '../../blocks/page-kit/account-form.tsx';

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
        idPrefix={formIdPrefix('POST /address')}
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

export interface AddressBookProps {
  readonly addresses: readonly Address[];
  readonly countries: readonly Country[];
}

/**
 * The saved addresses and the form that adds one to them (decision 199: an island, since the list
 * grows with the form; its props the addresses and the countries offered, its fields' ids named
 * after the form's endpoint). Woken at once: an address sent before it woke would be posted to a
 * page that takes no post.
 */
export function AddressBook({ addresses: saved, countries }: AddressBookProps) {
  const [added, setAdded] = useState<readonly Address[]>([]);
  const addresses = [...saved, ...added];
  return (
    <>
      {addresses.length === 0 ? (
        <FormattedMessage id="addresses.none" tagName="p" />
      ) : (
        <ul className="address-list">
          {addresses.map((address) => (
            <AddressCard key={address.id} address={address} countries={countries} />
          ))}
        </ul>
      )}
      <NewAddressForm countries={countries} onCreated={(address) => setAdded((current) => [...current, address])} />
    </>
  );
}
