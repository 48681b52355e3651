import type { Picture as PictureData } from '../../kernel/api/entities/site.ts';
import { Link } from '../../features/app/link.tsx';
import { useRouterContext } from '../../features/app/router-context.tsx';
import { resolveBackofficeLink } from '../../kernel/routing/backoffice-link.ts';
import { Picture } from '../../features/app/picture.tsx';
import { TitleWithMarks } from '../../kernel/format/registered-mark.tsx';
import { LinkSubjectHint } from '../../kernel/ui/link-subject-hint.tsx';

interface PushCardProps {
  readonly title: string;
  readonly text: string | null;
  readonly visual: PictureData | null;
  /** A site path, slug or absolute URL, as the back office writes it. */
  readonly link: string | null;
  readonly linkLabel: string | null;
  readonly headingLevel?: 2 | 3;
}

/** A push (spec §3): a 370×300 visual, a title, a text and a link. */
export function PushCard({ title, text, visual, link, linkLabel, headingLevel = 3 }: PushCardProps) {
  const { router } = useRouterContext();
  const target = resolveBackofficeLink(router, link);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const label = linkLabel ?? title;
  return (
    <article className="push-card">
      {visual && <Picture picture={visual} alt="" slot="gridCard" className="push-card__visual" />}
      <div className="push-card__body">
        <Heading className="push-card__title"><TitleWithMarks title={title} /></Heading>
        {text && <p>{text}</p>}
        {target?.kind === 'route' && (
          <Link to={target.location} className="push-card__link">
            {label}
            <LinkSubjectHint subject={title} />
          </Link>
        )}
        {target?.kind === 'external' && (
          <a href={target.href} className="push-card__link" target="_blank" rel="noopener noreferrer">
            {label}
            <LinkSubjectHint subject={title} />
          </a>
        )}
      </div>
    </article>
  );
}
