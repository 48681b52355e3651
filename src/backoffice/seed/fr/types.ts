/** A French translation of a seeded entity: its French slug (when it has one) and its complete French body. */
export type FrenchDocument<T> = { slug?: string; body: T };
