import { decodeList } from '../../shared/kernel/api/query-codec.ts';
import { LIST_ITEM_MAX_LENGTH, LIST_ITEMS_MAX, PAGE_MAX, PER_PAGE_MAX } from '../../shared/kernel/api/query-limits.ts';
import { badRequest } from './http-error.ts';

/** Typed access to query params; a malformed value is a 400 naming the param. */
export class QueryReader {
  readonly #params: URLSearchParams;

  constructor(params: URLSearchParams) {
    this.#params = params;
  }

  has(name: string): boolean {
    return this.#params.has(name) && this.#params.get(name) !== '';
  }

  string(name: string): string | null {
    const value = this.#params.get(name);
    return value === null || value === '' ? null : value;
  }

  /** The param trimmed (null when absent or empty), refused past `maxLength` characters. */
  text(name: string, maxLength: number): string | null {
    const value = this.string(name)?.trim() ?? null;
    if (value !== null && value.length > maxLength) throw badRequest(name, `The ${name} param is at most ${maxLength} characters`);
    return value;
  }

  requiredString(name: string): string {
    const value = this.string(name);
    if (value === null) throw badRequest(name, `The ${name} param is required`);
    return value;
  }

  int(name: string, bounds: { min?: number; max?: number } = {}): number | null {
    const raw = this.string(name);
    if (raw === null) return null;
    if (!/^-?\d{1,15}$/.test(raw)) throw badRequest(name, `The ${name} param must be an integer`);
    const value = Number(raw);
    if ((bounds.min !== undefined && value < bounds.min) || (bounds.max !== undefined && value > bounds.max)) {
      throw badRequest(name, `The ${name} param is out of range`);
    }
    return value;
  }

  requiredInt(name: string, bounds: { min?: number; max?: number } = {}): number {
    const value = this.int(name, bounds);
    if (value === null) throw badRequest(name, `The ${name} param is required`);
    return value;
  }

  number(name: string): number | null {
    const raw = this.string(name);
    if (raw === null) return null;
    const value = Number(raw);
    if (!Number.isFinite(value)) throw badRequest(name, `The ${name} param must be a number`);
    return value;
  }

  flag(name: string): boolean {
    const raw = this.string(name);
    if (raw === null || raw === '0' || raw === 'false') return false;
    if (raw === '1' || raw === 'true') return true;
    throw badRequest(name, `The ${name} param must be 0 or 1`);
  }

  /** A comma-separated list of at most `maxItems` items of at most `maxItemLength` characters each. */
  list(name: string, bounds = { maxItems: LIST_ITEMS_MAX, maxItemLength: LIST_ITEM_MAX_LENGTH }): string[] {
    const items = decodeList(this.string(name));
    if (items.length > bounds.maxItems) throw badRequest(name, `The ${name} param lists at most ${bounds.maxItems} items`);
    if (items.some((item) => item.length > bounds.maxItemLength)) throw badRequest(name, `Each item of the ${name} param is at most ${bounds.maxItemLength} characters`);
    return items;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[]): T | null {
    const raw = this.string(name);
    if (raw === null) return null;
    if (!(allowed as readonly string[]).includes(raw)) throw badRequest(name, `The ${name} param must be one of ${allowed.join(', ')}`);
    return raw as T;
  }

  json(name: string): unknown {
    const raw = this.string(name);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      throw badRequest(name, `The ${name} param must be JSON`);
    }
  }

  /** `page` and `perPage`, in the bounds the site's route grammar shares (query-limits.ts). */
  paging(defaultPerPage: number, maxPerPage = PER_PAGE_MAX): { page: number; perPage: number; offset: number } {
    const page = this.int('page', { min: 1, max: PAGE_MAX }) ?? 1;
    const perPage = this.int('perPage', { min: 1, max: maxPerPage }) ?? defaultPerPage;
    return { page, perPage, offset: (page - 1) * perPage };
  }
}
