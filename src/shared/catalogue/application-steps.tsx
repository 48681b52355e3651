/**
 * How to apply a product, in four steps (prepare, apply, dry, finish), with its own figures from
 * its characteristics: form, number of coats, thickness per coat, consumption, drying time and
 * whether it sands. A product without a drying time or a number of coats shows no steps.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import type { Caracteristic } from '../api/entities/catalogue.ts';

type Caracteristics = Readonly<Record<string, Caracteristic>>;

function numberOf(caracteristics: Caracteristics, technicalName: string): number | undefined {
  const value = Number(caracteristics[technicalName]?.values[0]);
  return caracteristics[technicalName] && Number.isFinite(value) ? value : undefined;
}

export function ApplicationSteps({ caracteristics }: { readonly caracteristics: Caracteristics }) {
  const intl = useIntl();
  const hours = numberOf(caracteristics, 'drying_time');
  const coats = numberOf(caracteristics, 'coats');
  if (hours === undefined || coats === undefined) return null;
  const min = numberOf(caracteristics, 'thickness_min') ?? 0;
  const max = numberOf(caracteristics, 'thickness_max');
  const consumption = numberOf(caracteristics, 'consumption');
  const steps = [
    { key: 'prepare', title: 'product.step.prepare.title', text: intl.formatMessage({ id: 'product.step.prepare' }, { form: caracteristics.form?.values[0] ?? 'powder' }) },
    ...(max === undefined || consumption === undefined
      ? []
      : [
          {
            key: 'apply',
            title: 'product.step.apply.title',
            text: intl.formatMessage(
              { id: 'product.step.apply' },
              { coats, min: intl.formatNumber(min), max: intl.formatNumber(max), consumption: intl.formatNumber(consumption) },
            ),
          },
        ]),
    { key: 'dry', title: 'product.step.dry.title', text: intl.formatMessage({ id: 'product.step.dry' }, { hours, coats }) },
    { key: 'finish', title: 'product.step.finish.title', text: intl.formatMessage({ id: 'product.step.finish' }, { sandable: caracteristics.sandable?.values[0] ?? 'no' }) },
  ] as const;
  return (
    <section className="product__section" aria-labelledby="steps-heading">
      <h2 id="steps-heading">
        <FormattedMessage id="product.steps" />
      </h2>
      <ol className="application-steps">
        {steps.map((step) => (
          <li key={step.key} className="application-steps__step">
            <h3 className="application-steps__title">
              <FormattedMessage id={step.title} />
            </h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
