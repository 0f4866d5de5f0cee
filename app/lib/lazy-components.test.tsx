import {describe, expect, it} from 'vitest';
import {lazyComponent, lazyComponents} from './lazy-components';

const Greeting = ({name}: {name: string}) => <p>Hello {name}</p>;

function registry() {
  const calls: string[] = [];
  const components = lazyComponents<{name: string}>({
    greeting: () => {
      calls.push('greeting');
      return Promise.resolve(Greeting);
    },
    broken: () => {
      calls.push('broken');
      return Promise.reject(new Error('chunk gone'));
    },
  });
  return {calls, components};
}

/** Renders a component the way React does, reporting a thrown promise or error instead. */
function attempt(component: unknown) {
  try {
    return {rendered: (component as (props: {name: string}) => unknown)({name: 'Ada'})};
  } catch (thrown) {
    return {thrown};
  }
}

describe('lazyComponents', () => {
  it('knows its names and nothing else', () => {
    const {components} = registry();
    expect(components.has('greeting')).toBe(true);
    expect(components.has('toString')).toBe(false);
    expect(components.component('unknown')).toBeUndefined();
  });

  it('suspends until a chunk has loaded, then gives the component itself', async () => {
    const {components, calls} = registry();
    let waited: unknown;
    try {
      components.waitFor(['greeting', 'unknown']);
    } catch (thrown) {
      waited = thrown;
    }
    expect(waited).toBeInstanceOf(Promise);
    await waited;
    expect(() => components.waitFor(['greeting'])).not.toThrow();
    expect(components.component('greeting')).toBe(Greeting);
    expect(calls).toEqual(['greeting']);
  });

  it('loads each chunk once however often it is asked for', async () => {
    const {components, calls} = registry();
    await Promise.all([components.load(['greeting', 'greeting']), components.load(['greeting'])]);
    expect(calls).toEqual(['greeting']);
  });

  it('renders through a waiting component that suspends, then shows the loaded one', async () => {
    const {components} = registry();
    const waiting = components.component('greeting');
    const first = attempt(waiting);
    expect(first.thrown).toBeInstanceOf(Promise);
    await first.thrown;
    expect(attempt(waiting).rendered).toMatchObject({type: Greeting, props: {name: 'Ada'}});
  });

  it('never rejects for a chunk that fails, and its component fails where it stands', async () => {
    const {components} = registry();
    await expect(components.loadAll()).resolves.toBeUndefined();
    // Waiting again would never end; the failed one is left to its error boundary.
    expect(() => components.waitFor(['broken', 'greeting'])).not.toThrow();
    expect(attempt(components.component('broken')).thrown).toEqual(new Error('chunk gone'));
  });
});

describe('lazyComponent', () => {
  it('waits for its chunk when rendered early, renders it at once after, and loads it ahead on request', async () => {
    let loads = 0;
    const Part = lazyComponent<{name: string}>(() => {
      loads += 1;
      return Promise.resolve(Greeting);
    });
    const early = attempt(Part).rendered as {type: unknown};
    expect(early.type).not.toBe(Greeting);
    const waited = attempt(early.type);
    expect(waited.thrown).toBeInstanceOf(Promise);
    await waited.thrown;
    expect(attempt(Part).rendered).toMatchObject({type: Greeting, props: {name: 'Ada'}});
    await Part.load();
    expect(loads).toBe(1);
  });

  it('has its code ready before the first render when loaded ahead', async () => {
    const Part = lazyComponent<{name: string}>(() => Promise.resolve(Greeting));
    await Part.load();
    expect(attempt(Part).rendered).toMatchObject({type: Greeting});
  });
});
