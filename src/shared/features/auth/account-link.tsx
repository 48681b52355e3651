import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { Link } from '../app/link.tsx';
import { $isLoggedIn } from './session.ts';

/**
 * The header's way into the account: "Log in", or "My account" once logged in. The session is
 * restored after hydration, so the server and the first client render both say "Log in". On
 * small screens only the icon (drawn by header.css) shows; the words stay its accessible name.
 */
export function AccountLink({ className }: { readonly className?: string }) {
  const loggedIn = useUnit($isLoggedIn);
  return (
    <Link to={{ name: loggedIn ? 'account' : 'login' }} className={className}>
      <span className="account-link__icon" aria-hidden="true" />
      <span className="account-link__label">
        <FormattedMessage id={loggedIn ? 'auth.link.account' : 'auth.link.login'} />
      </span>
    </Link>
  );
}
