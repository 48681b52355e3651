import { useIntl } from 'react-intl';
import { pageTopId } from './page-top.tsx';
import { scrollDurationMs, scrollLinearly } from './smooth-scroll.ts';
import { useScrolledPast } from './use-scrolled-past.ts';

/** Spec §9: the button appears once the page has scrolled past 800 px. */
export const goToTopThreshold = 800;

/** Back to the page-top element; a plain anchor link until JavaScript makes it smooth. */
export function GoToTop() {
  const intl = useIntl();
  const visible = useScrolledPast(goToTopThreshold);
  return (
    <a
      href={`#${pageTopId}`}
      className="go-to-top"
      data-visible={visible || undefined}
      aria-hidden={!visible}
      tabIndex={visible ? undefined : -1}
      aria-label={intl.formatMessage({ id: 'layout.goToTop' })}
      onClick={(event) => {
        const top = document.getElementById(pageTopId);
        if (!top) return;
        event.preventDefault();
        scrollLinearly(top.getBoundingClientRect().top + window.scrollY, scrollDurationMs, () => top.focus({ preventScroll: true }));
      }}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
        <path d="M6 14.5 12 8.5l6 6" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </a>
  );
}
