import type { Caracteristic } from '../../shared/api/contract.ts';
import type { Db } from '../db/open-database.ts';

export interface CaracteristicDefinition {
  technicalName: string;
  label: string;
  unit: string | null;
  kind: 'choice' | 'number';
  filterable: boolean;
  position: number;
  options: Map<string, { label: string; position: number }>;
}

/** Characteristic definitions and option labels, loaded once per process. */
export class CaracteristicCatalog {
  readonly #definitions = new Map<string, CaracteristicDefinition>();

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
      this.#definitions.set(row.technical_name, {
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
      this.#definitions.get(option.technical_name)?.options.set(option.value, { label: option.label, position: option.position });
    }
  }

  get(technicalName: string): CaracteristicDefinition | undefined {
    return this.#definitions.get(technicalName);
  }

  filterable(): CaracteristicDefinition[] {
    return [...this.#definitions.values()].filter((definition) => definition.filterable);
  }

  /** Builds the keyed map of a product's characteristics from its (technical name, value) rows. */
  describe(rows: readonly { technical_name: string; value: string }[]): Record<string, Caracteristic> {
    const grouped = new Map<string, string[]>();
    for (const row of rows) {
      const values = grouped.get(row.technical_name) ?? [];
      values.push(row.value);
      grouped.set(row.technical_name, values);
    }
    const result: Record<string, Caracteristic> = {};
    const ordered = [...grouped.entries()].sort(
      ([a], [b]) => (this.#definitions.get(a)?.position ?? 0) - (this.#definitions.get(b)?.position ?? 0),
    );
    for (const [technicalName, values] of ordered) {
      const definition = this.#definitions.get(technicalName);
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

  optionLabel(technicalName: string, value: string): string {
    return this.#definitions.get(technicalName)?.options.get(value)?.label ?? value;
  }
}
