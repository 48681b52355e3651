import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { $settings } from '../../features/app/model.ts';
import { settingValue } from '../../kernel/data/settings.ts';

/** The two phone lines (Lebanon, UAE) beside the form, for visitors who would rather call. */
export function ContactChannels() {
  const settings = useUnit($settings);
  const phones = [
    { country: 'contact.phone.lb', number: settingValue(settings, 'phone_lb') },
    { country: 'contact.phone.ae', number: settingValue(settings, 'phone_ae') },
  ] as const;
  return (
    <aside className="service-page__aside" aria-labelledby="contact-channels-heading">
      <h2 id="contact-channels-heading">
        <FormattedMessage id="contact.channels.title" />
      </h2>
      <ul>
        {phones
          .filter((phone) => phone.number)
          .map((phone) => (
            <li key={phone.country}>
              <FormattedMessage id={phone.country} />{' '}
              <a href={`tel:${phone.number!.replace(/[^+\d]/g, '')}`}>{phone.number}</a>
            </li>
          ))}
      </ul>
    </aside>
  );
}
