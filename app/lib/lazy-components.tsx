import type {ComponentType} from 'react';

/**
 * Components that are chunks of their own, by name. A page loads the ones it holds before it renders
 * (the server before rendering, the browser before hydrating or showing a navigation), so nothing
 * waits in the middle of a render; one that is still missing waits where it stands.
 */
export function lazyComponents<Props extends object>(
  loaders: Readonly<Record<string, () => Promise<ComponentType<Props>>>>,
) {
  const loaded = new Map<string, ComponentType<Props>>();
  /** Chunks that would not load: their components fail where they stand instead of waiting forever. */
  const failed = new Map<string, unknown>();
  const loading = new Map<string, Promise<void>>();
  /** Per name, a component that waits for the chunk: one per name, so React sees one type. */
  const waiting = new Map<string, ComponentType<Props>>();

  const has = (name: string) => Object.hasOwn(loaders, name);

  function loadOne(name: string): Promise<void> {
    let promise = loading.get(name);
    if (!promise) {
      promise = loaders[name]!().then(
        (component) => void loaded.set(name, component),
        (error: unknown) => void failed.set(name, error),
      );
      loading.set(name, promise);
    }
    return promise;
  }

  /** Settles once each has loaded or failed; never rejects (a failed one shows as broken). */
  function load(names: Iterable<string>): Promise<void> {
    return Promise.all([...new Set(names)].filter(has).map(loadOne)).then(() => {});
  }

  return {
    has,
    load,
    loadAll: () => load(Object.keys(loaders)),
    /** Suspends until each of these has loaded or failed; call it outside the components' boundaries. */
    waitFor(names: readonly string[]): void {
      const missing = names.filter((name) => has(name) && !loaded.has(name) && !failed.has(name));
      if (missing.length) throw load(missing);
    },
    /** The component for a name, undefined for a name nobody registered. */
    component(name: string): ComponentType<Props> | undefined {
      if (!has(name)) return undefined;
      const ready = loaded.get(name);
      if (ready) return ready;
      let pending = waiting.get(name);
      if (!pending) {
        pending = function Waiting(props: Props) {
          const Ready = loaded.get(name);
          if (Ready) return <Ready {...props} />;
          if (failed.has(name)) throw failed.get(name);
          throw loadOne(name);
        };
        waiting.set(name, pending);
      }
      return pending;
    },
  };
}

/**
 * One component in a chunk of its own. Once its code is here it renders at once, where `React.lazy`
 * would still wait a round (and show a new boundary's fallback); `load` fetches the code ahead of
 * any render, for example as soon as the page that holds it is on its way.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const chunk = lazyComponents<Props>({component: load});
  function LazyComponent(props: Props) {
    const Component = chunk.component('component')!;
    return <Component {...props} />;
  }
  return Object.assign(LazyComponent, {load: () => chunk.load(['component'])});
}
