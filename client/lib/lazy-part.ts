import { type ComponentType, lazy } from 'react';

/**
 * A lazily loaded part of a screen (React.lazy) that the server can load ahead (D203): the browser still
 * downloads its code only when the part is first drawn, while the server renderer loads every part once at
 * start-up (client/app/entry-server.tsx, preloadServerParts) so that one renderToString draws the whole
 * page, the parts included, instead of leaving them to the browser or rendering again until they have loaded.
 */
export interface LazyPart {
  /** The lazy component, for a render that only starts its load (it is never drawn with these props). */
  component: ComponentType;
  /** The part's module, loaded once: the same promise the lazy component waits for. */
  load: () => Promise<unknown>;
  /** Whether its load has started (React asked for it, or load() was called). */
  started: () => boolean;
}

/** Every lazy part declared so far, in declaration order (parts inside lazy chunks join when those load). */
export const LAZY_PARTS: LazyPart[] = [];

/** React.lazy with the module's promise shared, so a loader other than React can start and await it. */
export const lazyPart: typeof lazy = (factory) => {
  let loading: ReturnType<typeof factory> | undefined;
  const load = () => {
    loading ??= factory();
    return loading;
  };
  const component = lazy(load);
  LAZY_PARTS.push({
    component: component as unknown as ComponentType,
    load,
    started: () => loading !== undefined,
  });
  return component;
};
