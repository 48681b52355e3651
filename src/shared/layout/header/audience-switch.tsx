import { isPlainLeftClick } from '../../kernel/ui/plain-click.ts';
import { FormattedMessage } from 'react-intl';
import { useUnit } from 'effector-react';
import { useRouterContext } from '../../features/app/router-context.tsx';
import { $locale, $target } from '../../features/app/model.ts';
import { targets } from '../../kernel/routing/target.ts';

/**
 * "You are: a professional | an individual" — each audience's home page. Switching audience is
 * the one place a link deliberately changes the target segment.
 */
export function AudienceSwitch() {
  const { router, navigate } = useRouterContext();
  const [locale, current] = useUnit([$locale, $target]);
  return (
    <p className="audience-switch">
      <span className="audience-switch__label">
        <FormattedMessage id="header.audience" />
      </span>
      {targets.map((target) => {
        const href = router.buildPath({ name: 'home' }, { locale, target });
        return (
          <a
            key={target}
            href={href}
            aria-current={target === current ? 'true' : undefined}
            onClick={(event) => {
              if (!isPlainLeftClick(event)) return;
              event.preventDefault();
              navigate(href);
            }}
          >
            <FormattedMessage id={`header.audience.${target}`} />
          </a>
        );
      })}
    </p>
  );
}
