/**
 * How to apply a product, in four steps (prepare, apply, dry, finish), with its own figures from
 * its characteristics: form, number of coats, thickness per coat, consumption, drying time and
 * whether it sands. The product page and the printed technical sheet both tell these steps, in
 * the same words. A product without a drying time or a number of coats has no steps.
 */
import type { IntlShape } from 'react-intl';
import type { Caracteristic } from '../../kernel/api/entities/catalogue.ts';

type Caracteristics = Readonly<Record<string, Caracteristic>>;

export interface ApplicationStep {
  readonly key: 'prepare' | 'apply' | 'dry' | 'finish';
  readonly title: string;
  readonly text: string;
}

function numberOf(caracteristics: Caracteristics, technicalName: string): number | undefined {
  const value = Number(caracteristics[technicalName]?.values[0]);
  return caracteristics[technicalName] && Number.isFinite(value) ? value : undefined;
}

export function applicationSteps(caracteristics: Caracteristics, intl: Pick<IntlShape, 'formatMessage' | 'formatNumber'>): readonly ApplicationStep[] {
  const hours = numberOf(caracteristics, 'drying_time');
  const coats = numberOf(caracteristics, 'coats');
  if (hours === undefined || coats === undefined) return [];
  const min = numberOf(caracteristics, 'thickness_min') ?? 0;
  const max = numberOf(caracteristics, 'thickness_max');
  const consumption = numberOf(caracteristics, 'consumption');
  const step = (key: ApplicationStep['key'], values: Record<string, string | number>): ApplicationStep => ({
    key,
    title: intl.formatMessage({ id: `product.step.${key}.title` }),
    text: intl.formatMessage({ id: `product.step.${key}` }, values),
  });
  return [
    step('prepare', { form: caracteristics.form?.values[0] ?? 'powder' }),
    ...(max === undefined || consumption === undefined
      ? []
      : [step('apply', { coats, min: intl.formatNumber(min), max: intl.formatNumber(max), consumption: intl.formatNumber(consumption) })]),
    step('dry', { hours, coats }),
    step('finish', { sandable: caracteristics.sandable?.values[0] ?? 'no' }),
  ];
}
