import type { Caracteristic } from '../../shared/kernel/api/contract.ts';
import type { BackofficeQueries } from '../db/schema.ts';
import { BASE_LANG } from '../i18n/languages.ts';
import { measuresIn } from '../i18n/measures.ts';

export interface CaracteristicDefinition {
  technicalName: string;
  label: string;
  unit: string | null;
  kind: 'choice' | 'number';
  filterable: boolean;
  position: number;
  options: Map<string, { label: string; position: number }>;
}

type Definitions = Map<string, CaracteristicDefinition>;

/** Characteristic definitions and option labels in every language, loaded once per process. */
export class CaracteristicCatalog {
  readonly #base: Definitions = new Map();
  readonly #translated = new Map<string, Definitions>();

  static async load(queries: BackofficeQueries): Promise<CaracteristicCatalog> {
    const [rows, options, labels, optionLabels] = await Promise.all([
      queries.selectFrom('caracteristic').selectAll().orderBy('position').execute(),
      queries.selectFrom('caracteristic_option').selectAll().orderBy('position').execute(),
      queries.selectFrom('caracteristic_translation').select(['technical_name', 'lang', 'label']).execute(),
      queries.selectFrom('caracteristic_option_translation').select(['technical_name', 'value', 'lang', 'label']).execute(),
    ]);
    const catalog = new CaracteristicCatalog();
    for (const row of rows) {
      catalog.#base.set(row.technical_name, {
        technicalName: row.technical_name,
        label: row.label,
        unit: row.unit,
        kind: row.kind as CaracteristicDefinition['kind'],
        filterable: row.filterable === 1,
        position: row.position,
        options: new Map(),
      });
    }
    for (const option of options) {
      catalog.#base.get(option.technical_name)?.options.set(option.value, { label: option.label, position: option.position });
    }
    for (const row of labels) {
      const definition = catalog.#definitionIn(row.lang, row.technical_name);
      if (definition !== undefined) definition.label = row.label;
    }
    for (const row of optionLabels) {
      const option = catalog.#definitionIn(row.lang, row.technical_name)?.options.get(row.value);
      if (option !== undefined) option.label = row.label;
    }
    return catalog;
  }

  /** The definition in a language, created as a copy of the base one on its first translated label. */
  #definitionIn(lang: string, technicalName: string): CaracteristicDefinition | undefined {
    const base = this.#base.get(technicalName);
    if (base === undefined) return undefined;
    let definitions = this.#translated.get(lang);
    if (definitions === undefined) {
      definitions = new Map();
      this.#translated.set(lang, definitions);
    }
    let definition = definitions.get(technicalName);
    if (definition === undefined) {
      definition = { ...base, options: new Map([...base.options].map(([value, option]) => [value, { ...option }])) };
      definitions.set(technicalName, definition);
    }
    return definition;
  }

  get(technicalName: string, lang: string = BASE_LANG): CaracteristicDefinition | undefined {
    return this.#translated.get(lang)?.get(technicalName) ?? this.#base.get(technicalName);
  }

  filterable(lang: string = BASE_LANG): CaracteristicDefinition[] {
    return [...this.#base.values()].filter((definition) => definition.filterable).map((definition) => this.get(definition.technicalName, lang)!);
  }

  /** Builds the keyed map of a product's characteristics from its (technical name, value) rows. */
  describe(rows: readonly { technical_name: string; value: string }[], lang: string = BASE_LANG): Record<string, Caracteristic> {
    const grouped = new Map<string, string[]>();
    for (const row of rows) {
      const values = grouped.get(row.technical_name) ?? [];
      values.push(row.value);
      grouped.set(row.technical_name, values);
    }
    const result: Record<string, Caracteristic> = {};
    const ordered = [...grouped.entries()].sort(([a], [b]) => (this.#base.get(a)?.position ?? 0) - (this.#base.get(b)?.position ?? 0));
    for (const [technicalName, values] of ordered) {
      const definition = this.get(technicalName, lang);
      if (definition === undefined) continue;
      const sorted =
        definition.kind === 'number'
          ? values.sort((a, b) => Number(a) - Number(b))
          : values.sort((a, b) => (definition.options.get(a)?.position ?? 0) - (definition.options.get(b)?.position ?? 0));
      result[technicalName] = {
        technical_name: technicalName,
        label: definition.label,
        value: definition.kind === 'number' ? measuresIn(lang, sorted) : sorted.map((value) => definition.options.get(value)?.label ?? value).join(', '),
        values: sorted,
        unit: definition.unit,
      };
    }
    return result;
  }

  optionLabel(technicalName: string, value: string, lang: string = BASE_LANG): string {
    return this.get(technicalName, lang)?.options.get(value)?.label ?? value;
  }
}
