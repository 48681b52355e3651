import { screenPartAttribute } from '../../kernel/routing/same-screen.ts';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOCALE_CHOICE_ATTRIBUTE } from '../../features/locale/model.ts';
import { useLocaleChoices } from '../../features/locale/use-locale-switch.ts';

/**
 * The page in the site's other languages: real links (crawlers and keyboards follow them), each
 * to the same page in that language — the entity under its translated slug — remembering the
 * choice on the way: in the locale cookie by the head's script (marked links, before hydration
 * too), in the persisted slice by the model.
 */
export function LanguageSwitcher() {
  const intl = useIntl();
  const { choices, choose } = useLocaleChoices();
  if (choices.length < 2) return null;
  return (
    <nav className="language-switcher" {...{ [screenPartAttribute]: 'languages' }} aria-label={intl.formatMessage({ id: 'header.language' })}>
      <ul className="language-switcher__list">
        {choices.map((choice) => (
          <li key={choice.code}>
            {choice.current ? (
              <span className="language-switcher__current" aria-current="true">
                <abbr title={intl.formatMessage({ id: 'header.language.current' }, { language: choice.label })}>{choice.code.toUpperCase()}</abbr>
              </span>
            ) : (
              <a href={choice.href} hrefLang={choice.iso} {...{ [LOCALE_CHOICE_ATTRIBUTE]: choice.code }} onClick={() => choose(choice.code)}>
                <span aria-hidden="true">{choice.code.toUpperCase()}</span>
                <span className="visually-hidden">
                  {/* The page's language reads the sentence, the target language its own name. */}
                  <FormattedMessage id="header.language.switch" values={{ language: <span lang={choice.iso}>{choice.label}</span> }} />
                </span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
