import type { PageBlock } from '../../kernel/api/entities/content.ts';
import { pushTarget } from '../../kernel/routing/backoffice-link.ts';
import { Picture } from '../../features/app/picture.tsx';
import { PushCard } from './push-card.tsx';
import { Timeline } from './timeline.tsx';
import { TitleWithMarks } from '../../kernel/format/registered-mark.tsx';

/**
 * The paragraph, push and timeline blocks CMS pages are made of (spec §3 "Push/paragraph"). With
 * `priorityFirst`, the first block's visual is the page's priority picture (nothing above it).
 */
export function PageBlocks({ blocks, priorityFirst }: { readonly blocks: readonly PageBlock[]; readonly priorityFirst?: boolean }) {
  return (
    <>
      {blocks.map((block, index) =>
        block.type === 'timeline' ? (
          <Timeline key={index} block={block} />
        ) : block.type === 'paragraph' ? (
          <section key={index} className="block block--paragraph">
            {block.titre && <h2><TitleWithMarks title={block.titre} /></h2>}
            <div className="block__content">
              <div className="block__text">
                {block.text.split(/\n{2,}/).map((paragraph, line) => (
                  <p key={line}>{paragraph}</p>
                ))}
              </div>
              {block.visuel && <Picture picture={block.visuel} slot="block" priority={priorityFirst && index === 0} className="block__visual" />}
            </div>
          </section>
        ) : (
          <div key={index} className="block block--push">
            <PushCard
              title={block.titre}
              text={block.text ?? block.label}
              visual={block.visuel}
              link={pushTarget(block)}
              linkLabel={block.label_link}
              headingLevel={2}
            />
          </div>
        ),
      )}
    </>
  );
}
