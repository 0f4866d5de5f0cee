import {describe, expect, it} from 'vitest';
import {breakpointClasses} from './BreakpointDisplay';

describe('breakpointClasses', () => {
  it('hides content below the "show from" width and from the "hide from" width up', () => {
    expect(breakpointClasses('md', undefined)).toBe('hidden md:block');
    expect(breakpointClasses(undefined, 'lg')).toBe('lg:hidden');
    expect(breakpointClasses('sm', 'xxl')).toBe('hidden sm:block 2xl:hidden');
  });

  it('shows content everywhere for missing or unknown widths', () => {
    expect(breakpointClasses(undefined, undefined)).toBe('');
    expect(breakpointClasses('huge', 'toString')).toBe('');
    expect(breakpointClasses('xs', undefined)).toBe('');
  });
});
