import type { TimelineBlock } from '../../kernel/api/entities/content.ts';
import { TitleWithMarks } from '../../kernel/format/registered-mark.tsx';

/**
 * Dated milestones as an ordered list, each year a <time> (a year is a valid datetime): a line
 * with a marker per milestone on phones, alternating on each side of it on wide screens
 * (site.css). Under the block's heading the milestones are its h3s; without one, h2s.
 */
export function Timeline({ block }: { readonly block: TimelineBlock }) {
  const MilestoneHeading = block.titre ? 'h3' : 'h2';
  return (
    <section className="block block--timeline">
      {block.titre && <h2><TitleWithMarks title={block.titre} /></h2>}
      <ol className="timeline">
        {block.milestones.map((milestone, index) => (
          <li key={index} className="timeline__milestone">
            <time className="timeline__year" dateTime={String(milestone.year)}>
              {milestone.year}
            </time>
            <MilestoneHeading className="timeline__title">
              <TitleWithMarks title={milestone.title} />
            </MilestoneHeading>
            <p className="timeline__text">{milestone.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
