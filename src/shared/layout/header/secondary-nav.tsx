import { useIntl } from 'react-intl';
import { ContactLinks } from '../contact-links.tsx';

/** The two phone numbers (Lebanon, UAE) and the contact link (spec §1, §2). */
export function SecondaryNav() {
  const intl = useIntl();
  return (
    <nav className="secondary-nav" aria-label={intl.formatMessage({ id: 'a11y.secondaryNavigation' })}>
      <ul>
        <ContactLinks />
      </ul>
    </nav>
  );
}
