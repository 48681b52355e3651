import type { Push } from '../../kernel/api/entities/site.ts';
import { Link } from '../../features/app/link.tsx';
import { useRouterContext } from '../../features/app/router-context.tsx';
import { pushTarget, resolveBackofficeLink } from '../../kernel/routing/backoffice-link.ts';
import { Picture } from '../../features/app/picture.tsx';
import { TitleWithMarks } from '../../kernel/format/registered-mark.tsx';
import { LinkSubjectHint } from '../../kernel/ui/link-subject-hint.tsx';

interface MenuPushProps {
  readonly push: Push;
  /** The first push of a menu is shown as a promo block, with its visual. */
  readonly promo: boolean;
}

export function MenuPush({ push, promo }: MenuPushProps) {
  const { router } = useRouterContext();
  const target = resolveBackofficeLink(router, pushTarget(push));
  const label = push.label_link ?? push.titre;
  return (
    <div className={promo ? 'menu-push menu-push--promo' : 'menu-push'}>
      {promo && push.visuel && <Picture picture={push.visuel} alt="" slot="menuPush" className="menu-push__visual" />}
      <p className="menu-push__title"><TitleWithMarks title={push.titre} /></p>
      {promo && push.text && <p className="menu-push__text">{push.text}</p>}
      {target?.kind === 'route' && (
        <Link to={target.location} className="menu-push__link">
          {label}
          <LinkSubjectHint subject={push.titre} />
        </Link>
      )}
      {target?.kind === 'external' && (
        <a href={target.href} className="menu-push__link" target="_blank" rel="noopener noreferrer">
          {label}
          <LinkSubjectHint subject={push.titre} />
        </a>
      )}
    </div>
  );
}
