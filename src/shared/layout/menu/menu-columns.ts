/** Spec §2, §9: a dropdown's links are laid out in columns of 4. */
export const menuColumnSize = 4;

export function chunk<T>(items: readonly T[], size: number = menuColumnSize): T[][] {
  const columns: T[][] = [];
  for (let start = 0; start < items.length; start += size) columns.push(items.slice(start, start + size));
  return columns;
}

/** A menu colour is written "f39200_orange": the part before the first underscore is a hex colour. */
export function menuColor(color: string | null): string | undefined {
  const hex = color?.split('_', 1)[0];
  return hex && /^(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex) ? `#${hex.toLowerCase()}` : undefined;
}
