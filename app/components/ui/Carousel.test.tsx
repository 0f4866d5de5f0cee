// @vitest-environment happy-dom
import {act} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {Carousel} from './Carousel';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const INTERVAL = 6000;
const SLIDE_WIDTH = 300;
const SLIDE_COUNT = 4;

/*
 * happy-dom lays nothing out, so the test lays out what the carousel measures: a 300 px window
 * onto four 300 px slides (stops at 0, 300, 600 and 900), a scroll that lands at once and tells the
 * carousel so, and the visitor's motion preference.
 */
let scrolledTo: number[] = [];
let reducedMotion = false;
const restores: (() => void)[] = [];

function replace<T extends object>(target: T, key: PropertyKey, descriptor: PropertyDescriptor) {
  const own = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, {configurable: true, ...descriptor});
  restores.push(() => (own ? Object.defineProperty(target, key, own) : Reflect.deleteProperty(target, key)));
}

function layOut() {
  replace(Element.prototype, 'scrollWidth', {get: () => SLIDE_WIDTH * SLIDE_COUNT});
  replace(Element.prototype, 'clientWidth', {get: () => SLIDE_WIDTH});
  replace(Element.prototype, 'getBoundingClientRect', {
    value(this: Element) {
      const slide = /^(\d+) of \d+$/.exec(this.getAttribute('aria-label') ?? '');
      const left = slide ? (Number(slide[1]) - 1) * SLIDE_WIDTH : 0;
      return {x: left, left, right: left + SLIDE_WIDTH, width: SLIDE_WIDTH, y: 0, top: 0, bottom: 200, height: 200};
    },
  });
  replace(Element.prototype, 'scrollTo', {
    value(this: Element, options: ScrollToOptions) {
      const left = options.left ?? 0;
      scrolledTo.push(left);
      replace(this, 'scrollLeft', {get: () => left});
      this.dispatchEvent(new Event('scroll'));
    },
  });
  replace(window, 'matchMedia', {
    value: (query: string) => ({matches: query.includes('reduce') && reducedMotion, media: query}),
  });
  replace(globalThis, 'ResizeObserver', {
    value: class {
      observe() {}
      disconnect() {}
    },
  });
}

let container: HTMLElement;
let root: Root;

function renderCarousel(autoplay = true) {
  const slides = Array.from({length: SLIDE_COUNT}, (_, index) => (
    <a key={index} href={`/slide-${index + 1}`}>
      Slide {index + 1}
    </a>
  ));
  act(() => {
    root.render(
      <Carousel slides={slides} label="Our cups" perView={{mobile: 1, tablet: 1, desktop: 1}} autoplay={autoplay} />,
    );
  });
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const button = (name: string) => {
  const found = container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
  if (!found) throw new Error(`No button named ${name}`);
  return found;
};
/** The dot marked as the slide in view, as its button names it. */
const currentDot = () => container.querySelector('button[aria-current="true"]')?.getAttribute('aria-label');
const slide = (number: number) => container.querySelector(`[aria-label="${number} of ${SLIDE_COUNT}"]`)!;

/**
 * The pointer moves onto `target` from outside the page, or off it to `to`, with the events a
 * browser sends: mouseover / mouseout, which bubble, and mouseenter / mouseleave on each element
 * entered or left.
 */
function pointer(move: 'onto' | 'off', target: Element, to: Element | null = null) {
  const crossed: Element[] = [];
  for (let element: Element | null = target; element && !element.contains(to); element = element.parentElement) {
    crossed.push(element);
  }
  act(() => {
    target.dispatchEvent(new MouseEvent(move === 'onto' ? 'mouseover' : 'mouseout', {bubbles: true, relatedTarget: to}));
    for (const element of move === 'onto' ? crossed.reverse() : crossed) {
      element.dispatchEvent(new MouseEvent(move === 'onto' ? 'mouseenter' : 'mouseleave', {relatedTarget: to}));
    }
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  scrolledTo = [];
  reducedMotion = false;
  layOut();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  while (restores.length) restores.pop()!();
  vi.useRealTimers();
});

describe('Carousel autoplay', () => {
  it('moves on one slide every six seconds and back to the first after the last', () => {
    renderCarousel();
    expect(currentDot()).toBe('Go to slide 1');
    wait(INTERVAL - 1);
    expect(scrolledTo).toEqual([]);
    wait(1);
    expect(scrolledTo).toEqual([300]);
    expect(currentDot()).toBe('Go to slide 2');
    wait(INTERVAL);
    wait(INTERVAL);
    expect(scrolledTo).toEqual([300, 600, 900]);
    expect(currentDot()).toBe('Go to slide 4');
    wait(INTERVAL);
    expect(scrolledTo).toEqual([300, 600, 900, 0]);
    expect(currentDot()).toBe('Go to slide 1');
  });

  it('holds still while the pointer is over a slide, and waits a full interval once it leaves', () => {
    renderCarousel();
    wait(INTERVAL - 1000);
    pointer('onto', slide(1));
    wait(5 * INTERVAL);
    expect(scrolledTo).toEqual([]);

    pointer('off', slide(1), document.body);
    wait(INTERVAL - 1);
    expect(scrolledTo).toEqual([]);
    wait(1);
    expect(scrolledTo).toEqual([300]);
  });

  it('holds still while the pointer is on the dots, where a shopper is choosing a slide', () => {
    renderCarousel();
    pointer('onto', button('Go to slide 3'));
    wait(3 * INTERVAL);
    expect(scrolledTo).toEqual([]);
  });

  it('holds still while focus is in the carousel, even once the pointer has left it', () => {
    renderCarousel();
    const link = slide(2).querySelector('a')!;
    act(() => link.focus());
    pointer('onto', slide(2));
    pointer('off', slide(2), document.body);
    wait(3 * INTERVAL);
    expect(scrolledTo).toEqual([]);

    act(() => link.blur());
    wait(INTERVAL);
    expect(scrolledTo).toEqual([300]);
  });

  it('stops for good when paused, and starts again from Play even with the pointer and focus on it', () => {
    renderCarousel();
    act(() => button('Pause slideshow').click());
    wait(5 * INTERVAL);
    expect(scrolledTo).toEqual([]);

    const play = button('Play slideshow');
    pointer('onto', play);
    act(() => play.focus());
    act(() => play.click());
    expect(button('Pause slideshow')).toBe(play);
    wait(INTERVAL);
    expect(scrolledTo).toEqual([300]);
  });

  it('never moves by itself for a visitor who asks for less motion, until they press Play', () => {
    reducedMotion = true;
    renderCarousel();
    wait(5 * INTERVAL);
    expect(scrolledTo).toEqual([]);

    act(() => button('Play slideshow').click());
    wait(INTERVAL);
    expect(scrolledTo).toEqual([300]);
  });

  it('has no play button and never moves by itself when autoplay is off', () => {
    renderCarousel(false);
    expect(container.querySelector('button[aria-label$="slideshow"]')).toBeNull();
    wait(5 * INTERVAL);
    expect(scrolledTo).toEqual([]);
    expect(currentDot()).toBe('Go to slide 1');
  });
});
