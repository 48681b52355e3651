import { FormattedMessage } from 'react-intl';
import { Link } from '../features/app/link.tsx';

/** The error pages of spec §2: 401, 404 and the generic page for any other status. */
export function ErrorPage({ status }: { readonly status: number }) {
  const kind = status === 401 || status === 404 ? status : 500;
  return (
    <section className="error-page" aria-labelledby="error-heading">
      <p className="error-page__status">{status}</p>
      <h1 id="error-heading">
        <FormattedMessage id={`error.${kind}.heading`} />
      </h1>
      <p>
        <FormattedMessage id={`error.${kind}.description`} />
      </p>
      {kind === 404 && (
        <p>
          <FormattedMessage id="error.404.searchHint" />
        </p>
      )}
      <p>
        <Link to={{ name: 'home' }} className="button">
          <FormattedMessage id="error.backHome" />
        </Link>
      </p>
    </section>
  );
}
