import { FormattedMessage, useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import { Link } from '../../app/link.tsx';
import { $settings, settingValue } from '../../features/app/model.ts';

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** The two phone numbers (Lebanon, UAE) and the contact link (spec §1, §2). */
export function SecondaryNav() {
  const intl = useIntl();
  const settings = useUnit($settings);
  const phones = [
    ['header.phoneLebanon', settingValue(settings, 'phone_lb')],
    ['header.phoneUae', settingValue(settings, 'phone_ae')],
  ] as const;
  return (
    <nav className="secondary-nav" aria-label={intl.formatMessage({ id: 'a11y.secondaryNavigation' })}>
      <ul>
        {phones.map(
          ([id, phone]) =>
            phone && (
              <li key={id}>
                <a href={telHref(phone)}>
                  <FormattedMessage id={id} values={{ phone }} />
                </a>
              </li>
            ),
        )}
        <li>
          <Link to={{ name: 'contact' }}>
            <FormattedMessage id="header.contact" />
          </Link>
        </li>
      </ul>
    </nav>
  );
}
