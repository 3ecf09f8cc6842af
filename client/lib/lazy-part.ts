import { type ComponentProps, type ComponentType, createElement, lazy, useState } from 'react';

/**
 * A lazily loaded part of a screen (React.lazy) that the server can load ahead (D203): the browser still
 * downloads its code only when the part is first drawn, while the server renderer loads every part once at
 * start-up (client/app/entry-server.tsx, preloadServerParts) so that one renderToString draws the whole
 * page, the parts included, instead of leaving them to the browser or rendering again until they have loaded.
 *
 * A server-rendered page names the parts it drew (collectDrawnParts), and the browser loads those before it
 * hydrates (loadParts, D338): the part then hydrates with the page, so its buttons answer the first press
 * instead of waiting for their code while looking ready.
 */
export interface LazyPart {
  /** Its name, unique among the parts (one declaration each): how a page's payload names the parts it drew. */
  name: string;
  /** The part's module, loaded once: the same promise the lazy component waits for. */
  load: () => Promise<unknown>;
}

/** Every lazy part declared so far, in declaration order (parts inside lazy chunks join when those load). */
export const LAZY_PARTS: LazyPart[] = [];

/** The names of the parts drawn by the render under way (collectDrawnParts), or null outside one. */
let drawn: Set<string> | null = null;

/**
 * React.lazy with the module's promise shared, so a loader other than React can start and await it. Once the
 * module has loaded, a newly drawn part is its component itself, so a page whose parts were loaded before
 * hydrating hydrates them at once; each drawn part keeps the component it started with (no remount).
 */
export function lazyPart<T extends ComponentType<any>>(
  name: string,
  factory: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  let loading: Promise<{ default: T }> | undefined;
  let loaded: T | undefined;
  const load = () => {
    loading ??= factory().then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const Lazy = lazy(load);
  // A module run again (a hot reload in development) declares its part again: the new one replaces the old.
  const known = LAZY_PARTS.findIndex((part) => part.name === name);
  if (known === -1) LAZY_PARTS.push({ name, load });
  else LAZY_PARTS[known] = { name, load };
  function Part(props: ComponentProps<T>) {
    drawn?.add(name);
    const [{ Component }] = useState(() => ({
      Component: (loaded ?? Lazy) as ComponentType<ComponentProps<T>>,
    }));
    return createElement(Component, props);
  }
  Part.displayName = `LazyPart(${name})`;
  return Part;
}

/** Runs a synchronous render (renderToString) and answers the names of the lazy parts it drew. */
export function collectDrawnParts<R>(render: () => R): { result: R; parts: string[] } {
  const outer = drawn;
  drawn = new Set();
  try {
    const result = render();
    return { result, parts: [...drawn] };
  } finally {
    drawn = outer;
  }
}

/**
 * Loads the named parts (a page's payload), each once: those declared in chunks not loaded yet are not
 * known here and are left to React, as is a part whose load fails (it retries when drawn).
 */
export async function loadParts(names: readonly string[]): Promise<void> {
  await Promise.all(
    names.map((name) =>
      LAZY_PARTS.find((part) => part.name === name)
        ?.load()
        .catch(() => undefined),
    ),
  );
}
