import type { PageBlock, PushBlock } from '../../kernel/api/entities/content.ts';
import { pushTarget } from '../../kernel/routing/backoffice-link.ts';
import { Picture } from '../../features/app/picture.tsx';
import { PushCard } from './push-card.tsx';
import { Timeline } from './timeline.tsx';
import { TitleWithMarks } from '../../kernel/format/registered-mark.tsx';

/** A block, or pushes that follow one another: they are shown together, as one grid of cards. */
type Shown = { readonly index: number } & ({ readonly block: Exclude<PageBlock, PushBlock> } | { readonly pushes: readonly PushBlock[] });

function inShownOrder(blocks: readonly PageBlock[]): Shown[] {
  const shown: Shown[] = [];
  blocks.forEach((block, index) => {
    const previous = shown.at(-1);
    if (block.type !== 'push') shown.push({ index, block });
    else if (previous !== undefined && 'pushes' in previous) shown[shown.length - 1] = { index: previous.index, pushes: [...previous.pushes, block] };
    else shown.push({ index, pushes: [block] });
  });
  return shown;
}

/**
 * The paragraph, push and timeline blocks CMS pages are made of (spec §3 "Push/paragraph").
 * Pushes in a row make one push grid (a single push is a banner: card-grid.css). With
 * `priorityFirst`, the first block's visual is the page's priority picture (nothing above it).
 */
export function PageBlocks({ blocks, priorityFirst }: { readonly blocks: readonly PageBlock[]; readonly priorityFirst?: boolean }) {
  return (
    <>
      {inShownOrder(blocks).map((shown) => {
        if ('pushes' in shown) {
          return (
            <div key={shown.index} className="block block--pushes">
              <ul className="push-grid">
                {shown.pushes.map((push, offset) => (
                  <li key={offset}>
                    <PushCard title={push.titre} text={push.text ?? push.label} visual={push.visuel} link={pushTarget(push)} linkLabel={push.label_link} headingLevel={2} />
                  </li>
                ))}
              </ul>
              <span className="parsed-end" hidden />
            </div>
          );
        }
        const { block, index } = shown;
        if (block.type === 'timeline') return <Timeline key={index} block={block} />;
        return (
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
        );
      })}
    </>
  );
}
