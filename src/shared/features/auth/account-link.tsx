import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { Link } from '../../app/link.tsx';
import { $isLoggedIn } from './session.ts';

/**
 * The header's way into the account: "Log in", or "My account" once logged in. The session is
 * restored after hydration, so the server and the first client render both say "Log in". On
 * small screens only the icon shows; the words stay its accessible name.
 */
export function AccountLink({ className }: { readonly className?: string }) {
  const loggedIn = useUnit($isLoggedIn);
  return (
    <Link to={{ name: loggedIn ? 'account' : 'login' }} className={className}>
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" className="icon account-link__icon">
        <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4.5 20.5c.8-3.6 3.8-5.5 7.5-5.5s6.7 1.9 7.5 5.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="account-link__label">
        <FormattedMessage id={loggedIn ? 'auth.link.account' : 'auth.link.login'} />
      </span>
    </Link>
  );
}
