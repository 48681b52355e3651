/** The product page's "How to apply it" section: the steps of application-steps-text.ts. */
import { FormattedMessage, useIntl } from 'react-intl';
import type { Caracteristic } from '../../kernel/api/entities/catalogue.ts';
import { applicationSteps } from './application-steps-text.ts';

export function ApplicationSteps({ caracteristics }: { readonly caracteristics: Readonly<Record<string, Caracteristic>> }) {
  const steps = applicationSteps(caracteristics, useIntl());
  if (steps.length === 0) return null;
  return (
    <section className="product__section" aria-labelledby="steps-heading">
      <h2 id="steps-heading">
        <FormattedMessage id="product.steps" />
      </h2>
      <ol className="application-steps">
        {steps.map((step) => (
          <li key={step.key} className="application-steps__step">
            <h3 className="application-steps__title">{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
