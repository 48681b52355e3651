import { useIntl } from 'react-intl';
import { Link } from '../../app/link.tsx';
import { usePageSeo } from '../../seo/page-seo.ts';
import { TitleWithMarks } from '../../format/registered-mark.tsx';

/** The breadcrumb trail the document computed for this page; nothing on the home page. */
export function Breadcrumb() {
  const intl = useIntl();
  const { breadcrumb } = usePageSeo();
  if (!breadcrumb) return null;
  return (
    <nav className="breadcrumb" aria-label={intl.formatMessage({ id: 'a11y.breadcrumb' })}>
      <ol>
        {breadcrumb.map((crumb, index) => (
          <li key={index}>
            {crumb.to ? (
              <Link to={crumb.to}><TitleWithMarks title={crumb.label} /></Link>
            ) : (
              <span aria-current={index === breadcrumb.length - 1 ? 'page' : undefined}><TitleWithMarks title={crumb.label} /></span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
