import type { ReactNode } from 'react';

interface ScreenHeaderProps {
  /** The screen's one h1, `#page-heading`, which labels the screen's section. */
  readonly title: ReactNode;
  /** The lead paragraph under it (`.lead`), when the screen has one. */
  readonly lead?: ReactNode;
  /** Before the heading: an article's date. */
  readonly above?: ReactNode;
  /** After the lead: counts, chips, facts, actions. */
  readonly children?: ReactNode;
  /**
   * The header element's class: `page-header` unless said. `false` for the screens whose heading
   * and lead stand straight in their section, with no header element (service and account
   * screens, landings), as their styles expect.
   */
  readonly className?: string | false;
}

/** The head of a screen: its heading, its lead text and what goes with them. */
export function ScreenHeader({ title, lead, above, children, className = 'page-header' }: ScreenHeaderProps) {
  const content = (
    <>
      {above}
      <h1 id="page-heading">{title}</h1>
      {lead !== undefined && <p className="lead">{lead}</p>}
      {children}
    </>
  );
  return className === false ? content : <header className={className}>{content}</header>;
}
