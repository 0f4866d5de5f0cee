import {Suspense} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {lazyWithPreload} from './lazy-with-preload';

const render = (node: React.ReactNode) => renderToString(<Suspense fallback={<p>Waiting</p>}>{node}</Suspense>);

function Greeting({name}: {name: string}) {
  return <p>Hello {name}</p>;
}

describe('lazyWithPreload', () => {
  it('renders at once once preloaded, without its boundary’s fallback', async () => {
    const Lazy = lazyWithPreload(async () => Greeting);
    await Lazy.preload();
    expect(render(<Lazy name="Ada" />)).toContain('Hello <!-- -->Ada');
  });

  it('waits in its boundary when it was not preloaded', () => {
    const Lazy = lazyWithPreload(async () => Greeting);
    expect(render(<Lazy name="Ada" />)).toContain('Waiting');
  });

  it('loads its chunk once however often it is asked for', async () => {
    let loads = 0;
    const Lazy = lazyWithPreload(async () => {
      loads += 1;
      return Greeting;
    });
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    render(<Lazy name="Ada" />);
    expect(loads).toBe(1);
  });
});
