import { type ComponentType, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound, a component whatever its props
type AnyComponent = ComponentType<any>;

/** One named component of a lazily loaded module of steps, as React.lazy wants it (a module's default export). */
export const lazyStep = <K extends string, M extends Record<K, AnyComponent>>(load: () => Promise<M>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));
