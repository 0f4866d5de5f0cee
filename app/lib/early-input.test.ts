// @vitest-environment happy-dom
import {beforeEach, describe, expect, it} from 'vitest';
import {captureEarlyInput, takeEarlyInput} from './early-input';

describe('early input', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <form id="filters" data-keep-early-input>
        <input type="checkbox" name="size" value="12">
        <input type="number" name="price_min" value="">
      </form>
      <select name="sort" form="filters">
        <option value="featured" selected>Featured</option>
        <option value="price_asc">Price, low to high</option>
      </select>
      <form id="other"><input name="q" value=""></form>`;
    // A browser selects the option the HTML marks `selected`; happy-dom leaves none selected.
    document.querySelector<HTMLSelectElement>('select')!.selectedIndex = 0;
  });

  it('keeps what the visitor chose before hydration, once', () => {
    document.querySelector<HTMLSelectElement>('select')!.value = 'price_asc';
    document.querySelector<HTMLInputElement>('[name="size"]')!.checked = true;
    captureEarlyInput();
    expect(takeEarlyInput('filters')?.toString()).toBe('size=12&price_min=&sort=price_asc');
    expect(takeEarlyInput('filters')).toBeNull();
  });

  it('takes nothing from an untouched form or one not marked to keep its input', () => {
    document.querySelector<HTMLInputElement>('[name="q"]')!.value = 'cups';
    captureEarlyInput();
    expect(takeEarlyInput('filters')).toBeNull();
    expect(takeEarlyInput('other')).toBeNull();
  });
});
