import {lazy, type ComponentType} from 'react';

type Loaded<Props> = {default: ComponentType<Props>};

/**
 * `React.lazy` over a chunk that can also be fetched ahead of rendering with `preload` (the server
 * before it renders, a route's `clientLoader` before a navigation shows the page). React.lazy takes
 * any thenable, and one that has already settled resolves in the same render: a preloaded block
 * renders at once instead of showing its boundary's fallback for a frame.
 */
export function lazyWithPreload<Props>(load: () => Promise<ComponentType<Props>>) {
  let loaded: Loaded<Props> | undefined;
  let loading: Promise<Loaded<Props>> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = {default: component})));
  const Component = lazy(() => {
    if (!loaded) return preload();
    const settled = loaded;
    return {then: (resolve: (value: Loaded<Props>) => void) => resolve(settled)} as Promise<Loaded<Props>>;
  });
  return Object.assign(Component, {preload});
}
