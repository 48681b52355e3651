import { useIntl } from 'react-intl';
import { Link } from '../../features/app/link.tsx';
import { screenPartAttribute } from '../../kernel/routing/same-screen.ts';
import { usePageSeo } from '../../kernel/seo/page-seo.ts';
import { TitleWithMarks } from '../../kernel/format/registered-mark.tsx';

/**
 * The breadcrumb trail the document computed for this page; nothing on the home page. Phones show
 * only the way up, the last linked crumb (`breadcrumb__parent`), as one 44 px "‹ Parent" link: a
 * whole trail does not fit on one line there, and a row of crumbs would slide sideways when the
 * web font replaces its fallback.
 */
export function Breadcrumb() {
  const intl = useIntl();
  const { breadcrumb } = usePageSeo();
  if (!breadcrumb) return null;
  const parentIndex = breadcrumb.findLastIndex((crumb) => crumb.to !== undefined);
  return (
    <nav className="breadcrumb" {...{ [screenPartAttribute]: 'breadcrumb' }} aria-label={intl.formatMessage({ id: 'a11y.breadcrumb' })}>
      <ol>
        {breadcrumb.map((crumb, index) => (
          <li key={index} className={index === parentIndex ? 'breadcrumb__parent' : undefined}>
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
