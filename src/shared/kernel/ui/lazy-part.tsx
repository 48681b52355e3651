import { lazy, type ComponentType } from 'react';

/** A part of an island whose code loads when React first renders it (`React.lazy` of a named export). */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }));
}
