import { FormattedMessage } from 'react-intl';
import { useUnit } from 'effector-react';
import { Link } from '../features/app/link.tsx';
import { $settings } from '../features/app/model.ts';
import { settingValue } from '../kernel/data/settings.ts';

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
/** A phone number never breaks across lines. */
const unbroken = (phone: string) => phone.replace(/ /g, '\u00a0');

/** Spec §1: the two phone numbers (Lebanon, UAE) and the contact link, as list items of the header's and the footer's lists. */
export function ContactLinks() {
  const settings = useUnit($settings);
  const phones = [
    ['header.phoneLebanon', settingValue(settings, 'phone_lb')],
    ['header.phoneUae', settingValue(settings, 'phone_ae')],
  ] as const;
  return (
    <>
      {phones.map(
        ([id, phone]) =>
          phone && (
            <li key={id}>
              <a href={telHref(phone)}>
                <FormattedMessage id={id} values={{ phone: unbroken(phone) }} />
              </a>
            </li>
          ),
      )}
      <li>
        <Link to={{ name: 'contact' }}>
          <FormattedMessage id="header.contact" />
        </Link>
      </li>
    </>
  );
}
