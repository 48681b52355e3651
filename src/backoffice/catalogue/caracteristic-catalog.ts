import type { Caracteristic } from '../../shared/kernel/api/contract.ts';
import type { Db } from '../db/open-database.ts';
import { BASE_LANG } from '../i18n/languages.ts';

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

  constructor(db: Db) {
    const rows = db.prepare('SELECT * FROM caracteristic ORDER BY position').all() as {
      technical_name: string;
      label: string;
      unit: string | null;
      kind: 'choice' | 'number';
      filterable: number;
      position: number;
    }[];
    for (const row of rows) {
      this.#base.set(row.technical_name, {
        technicalName: row.technical_name,
        label: row.label,
        unit: row.unit,
        kind: row.kind,
        filterable: row.filterable === 1,
        position: row.position,
        options: new Map(),
      });
    }
    const options = db.prepare('SELECT * FROM caracteristic_option ORDER BY position').all() as {
      technical_name: string;
      value: string;
      label: string;
      position: number;
    }[];
    for (const option of options) {
      this.#base.get(option.technical_name)?.options.set(option.value, { label: option.label, position: option.position });
    }
    const labels = db.prepare('SELECT technical_name, lang, label FROM caracteristic_translation').all() as { technical_name: string; lang: string; label: string }[];
    for (const row of labels) {
      const definition = this.#definitionIn(row.lang, row.technical_name);
      if (definition !== undefined) definition.label = row.label;
    }
    const optionLabels = db.prepare('SELECT technical_name, value, lang, label FROM caracteristic_option_translation').all() as {
      technical_name: string;
      value: string;
      lang: string;
      label: string;
    }[];
    for (const row of optionLabels) {
      const option = this.#definitionIn(row.lang, row.technical_name)?.options.get(row.value);
      if (option !== undefined) option.label = row.label;
    }
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
        value: sorted.map((value) => definition.options.get(value)?.label ?? value).join(', '),
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
