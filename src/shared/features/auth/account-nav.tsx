import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../app/link.tsx';
import { useHref, usePage, useRouterContext } from '../app/router-context.tsx';
import { toastShown } from '../toast/model.ts';
import { logoutRequested } from './model.ts';

const sections = [
  { name: 'account', label: 'account.nav.home' },
  { name: 'my-orders', label: 'account.nav.orders' },
  { name: 'my-addresses', label: 'account.nav.addresses' },
] as const;

/** The account's sections and the log-out button, on every account page. */
export function AccountNav() {
  const intl = useIntl();
  const page = usePage();
  const href = useHref();
  const { navigate } = useRouterContext();
  const [logout, showToast] = useUnit([logoutRequested, toastShown]);
  return (
    <nav className="account-nav" aria-label={intl.formatMessage({ id: 'account.nav' })}>
      <ul>
        {sections.map((section) => (
          <li key={section.name}>
            <Link to={{ name: section.name }} aria-current={page.match?.route.name === section.name ? 'page' : undefined}>
              <FormattedMessage id={section.label} />
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              logout();
              showToast({ kind: 'success', message: 'toast.loggedOut' });
              navigate(href({ name: 'home' }));
            }}
          >
            <FormattedMessage id="account.logout" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
