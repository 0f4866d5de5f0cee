// @vitest-environment happy-dom
import {beforeEach, describe, expect, it} from 'vitest';
import {editedFormValues} from './early-input';

describe('early input', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <form id="filters">
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

  it('reads what the visitor chose in a form, fields outside it that belong to it included', () => {
    document.querySelector<HTMLSelectElement>('select')!.value = 'price_asc';
    document.querySelector<HTMLInputElement>('[name="size"]')!.checked = true;
    expect(editedFormValues('filters')?.toString()).toBe('size=12&price_min=&sort=price_asc');
  });

  it('reads nothing from an untouched form, or a form that is not on the page', () => {
    expect(editedFormValues('filters')).toBeNull();
    expect(editedFormValues('missing')).toBeNull();
  });
});
