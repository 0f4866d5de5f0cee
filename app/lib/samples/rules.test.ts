import {parseWithZod} from '@conform-to/zod';
import {describe, expect, it} from 'vitest';
import {
  NOTHING_CHOSEN,
  SAMPLE_ATTRIBUTE,
  atItemMaximum,
  samplesInCart,
  samplesLimits,
  samplesOnOffer,
  samplesSchema,
  selectable,
} from './rules';
import type {SamplesBlok} from '~/lib/content/storyblok/types';

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

/** The field errors of a refused parse; none for an accepted one. */
const errorsOf = (submission: {status?: string; error?: Record<string, string[] | null> | null}) =>
  submission.status === 'error' ? submission.error : undefined;

const ALIASES = Array.from({length: 20}, (_, index) => `sample_${index}`);

describe('samples limits', () => {
  it("takes the block's and the global story's limits, and the spec's defaults when they are empty", () => {
    expect(samplesLimits({max_item_count: '6'}, {free_samples_max_cart_quantity: 10, free_samples_max_quantity: '2'})).toEqual({
      maxItems: 6,
      cartMaximum: 10,
      perItemMaximum: 2,
    });
    expect(samplesLimits({max_item_count: ''}, null)).toEqual({maxItems: 15, cartMaximum: 15, perItemMaximum: 3});
    expect(samplesLimits({max_item_count: 'lots'}, {free_samples_max_cart_quantity: -1})).toEqual({
      maxItems: 15,
      cartMaximum: 15,
      perItemMaximum: 3,
    });
  });

  it('counts only the sample lines of a cart, by alias', () => {
    const inCart = samplesInCart([
      {quantity: 2, attributes: [{key: SAMPLE_ATTRIBUTE, value: 'sample_1'}]},
      {quantity: 5, attributes: []},
      {quantity: 1, attributes: [{key: SAMPLE_ATTRIBUTE, value: 'sample_1'}]},
      {quantity: 1, attributes: [{key: SAMPLE_ATTRIBUTE, value: 'sample_4'}]},
    ]);
    expect(inCart).toEqual({total: 4, byAlias: {sample_1: 3, sample_4: 1}});
    const limits = samplesLimits({}, null);
    expect(atItemMaximum('sample_1', limits, inCart)).toBe(true);
    expect(atItemMaximum('sample_4', limits, inCart)).toBe(false);
  });

  it("lets a shopper choose the block's limit or the cart's room, whichever is smaller", () => {
    const limits = {maxItems: 15, cartMaximum: 15, perItemMaximum: 3};
    expect(selectable(limits, {total: 0, byAlias: {}})).toBe(15);
    expect(selectable(limits, {total: 12, byAlias: {}})).toBe(3);
    expect(selectable(limits, {total: 20, byAlias: {}})).toBe(0);
    expect(selectable({...limits, maxItems: 5}, {total: 2, byAlias: {}})).toBe(5);
  });

  it("offers the block's samples with the room left and those the cart holds its maximum of", () => {
    const ids = ['sample_1', 'sample_2', ' sample_3 ', 'not-a-sample'];
    const blok = {
      max_item_count: '4',
      categories: [{subcategories: [{products: ids.map((id) => ({id}))}]}],
    } as unknown as SamplesBlok;
    const offer = samplesOnOffer(
      blok,
      {free_samples_max_cart_quantity: 6, free_samples_max_quantity: 2},
      {total: 3, byAlias: {sample_2: 2, sample_9: 1}},
    );
    expect(offer.aliases).toEqual(['sample_1', 'sample_2', 'sample_3']);
    expect(offer.room).toBe(3);
    expect(offer.full).toEqual(['sample_2']);
  });
});

describe('the samples form', () => {
  const schema = samplesSchema({aliases: ALIASES, room: 15, full: ['sample_3']});
  const parse = (samples: string[]) =>
    parseWithZod(form([['block', 'b'], ...samples.map((alias): [string, string] => ['samples', alias])]), {schema});

  it('takes one or more of the block’s samples', () => {
    expect(parse(['sample_0']).status).toBe('success');
    const several = parse(['sample_0', 'sample_7']);
    expect(several.status === 'success' && several.value.samples).toEqual(['sample_0', 'sample_7']);
  });

  it('asks for at least one sample', () => {
    expect(errorsOf(parse([]))?.samples).toEqual([NOTHING_CHOSEN]);
  });

  it('refuses a crafted post of 20 samples with a message that says the limit', () => {
    expect(errorsOf(parse(ALIASES))?.samples).toEqual(['Please choose no more than 15 samples.']);
  });

  it('refuses a sample the block does not offer, one chosen twice, and one the cart is full of', () => {
    expect(parse(['sample_99']).status).toBe('error');
    expect(parse(['sample_0', 'sample_0']).status).toBe('error');
    expect(parse(['sample_3']).status).toBe('error');
  });

  it('says when the cart has no room left at all', () => {
    const none = samplesSchema({aliases: ALIASES, room: 0});
    const result = parseWithZod(form([['block', 'b'], ['samples', 'sample_0']]), {schema: none});
    expect(errorsOf(result)?.samples).toEqual(['Your cart already holds as many free samples as it can.']);
  });
});
