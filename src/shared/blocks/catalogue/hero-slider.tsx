import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Island } from '../../kernel/ui/island.tsx';
import type { Slider } from '../../kernel/api/entities/content.ts';
import { Link } from '../../features/app/link.tsx';
import { useRouterContext } from '../../features/app/router-context.tsx';
import { resolveBackofficeLink } from '../../kernel/routing/backoffice-link.ts';
import { Picture } from '../../features/app/picture.tsx';
import { TitleWithMarks } from '../../kernel/format/registered-mark.tsx';
import { LinkSubjectHint } from '../../kernel/ui/link-subject-hint.tsx';

/**
 * The home page's slides: a row that scrolls by itself with the finger or the keyboard (CSS
 * scroll snapping, no JavaScript needed) and previous/next buttons, an island: the slides are
 * static. No autoplay.
 */
export function HeroSlider({ slides }: { readonly slides: readonly Slider[] }) {
  const intl = useIntl();
  const { router } = useRouterContext();
  if (slides.length === 0) return null;
  return (
    <section className="hero" aria-roledescription="carousel" aria-label={intl.formatMessage({ id: 'home.slides' })}>
      <ul className={trackClass} tabIndex={0}>
        {slides.map((slide, index) => {
          const target = resolveBackofficeLink(router, slide.link);
          return (
            <li
              key={slide.id}
              className="hero__slide"
              aria-roledescription="slide"
              aria-label={intl.formatMessage({ id: 'home.slide' }, { number: index + 1, count: slides.length })}
            >
              <Picture picture={slide.visuel} alt="" slot="hero" priority={index === 0} className="hero__visual" />
              <div className="hero__text">
                <h2 className="hero__title"><TitleWithMarks title={slide.title} /></h2>
                <p>{slide.text}</p>
                {target?.kind === 'route' && (
                  <Link to={target.location} className="button">
                    {slide.label_link ?? slide.title}
                    <LinkSubjectHint subject={slide.title} />
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {slides.length > 1 && <Island name="slide-controls" component={SlideControls} />}
      <span className="parsed-end" hidden />
    </section>
  );
}

const trackClass = 'hero__track';

/** The slides' previous and next buttons: they scroll the row of slides beside them by one. */
export function SlideControls() {
  const intl = useIntl();
  const controls = useRef<HTMLDivElement>(null);
  const scroll = (direction: 1 | -1) => {
    const track = controls.current?.closest('.hero')?.querySelector(`.${trackClass}`);
    track?.scrollBy({ left: direction * track.clientWidth, behavior: 'smooth' });
  };
  return (
    <div ref={controls} className="hero__controls">
      <button type="button" onClick={() => scroll(-1)} aria-label={intl.formatMessage({ id: 'home.previousSlide' })}>
        ‹
      </button>
      <button type="button" onClick={() => scroll(1)} aria-label={intl.formatMessage({ id: 'home.nextSlide' })}>
        ›
      </button>
    </div>
  );
}
