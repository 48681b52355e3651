import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../kernel/i18n/en/index.ts';
import type { PageMeta } from '../kernel/seo/page-seo.ts';
import type { PageModule } from './page-module.ts';

/**
 * A screen introduced by its heading and lead text, for routes whose feature is built on top of
 * it. `screen` names the message ids `screen.<screen>.title` and `screen.<screen>.intro`.
 */
export function introPage(screen: string, options: { indexable?: boolean } = {}): Pick<PageModule, 'default' | 'meta'> {
  const titleId = `screen.${screen}.title` as MessageId;
  const introId = `screen.${screen}.intro` as MessageId;
  function IntroScreen() {
    return (
      <section className="page-intro" aria-labelledby="page-heading">
        <h1 id="page-heading">
          <FormattedMessage id={titleId} />
        </h1>
        <p className="lead">
          <FormattedMessage id={introId} />
        </p>
      </section>
    );
  }
  return {
    default: IntroScreen,
    meta: ({ intl }): PageMeta => ({
      title: intl.formatMessage({ id: titleId }),
      description: intl.formatMessage({ id: introId }),
      ...(options.indexable === false ? { indexable: false } : {}),
    }),
  };
}
