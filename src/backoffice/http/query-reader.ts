import { decodeList } from '../../shared/kernel/api/query-codec.ts';
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

  list(name: string): string[] {
    return decodeList(this.string(name));
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

  paging(defaultPerPage: number, maxPerPage = 100): { page: number; perPage: number; offset: number } {
    const page = this.int('page', { min: 1, max: 100_000 }) ?? 1;
    const perPage = this.int('perPage', { min: 1, max: maxPerPage }) ?? defaultPerPage;
    return { page, perPage, offset: (page - 1) * perPage };
  }
}
