import {getZodConstraint} from '@conform-to/zod';
import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import type {Places} from '~/lib/forms/places';
import {parseFormData} from '../submission.server';
import {requiredSelect, requiredText} from '../fields';
import {withRegionOfCountry} from './addresses';

const PLACES: Places = {
  countries: [
    {code: 'CA', name: 'Canada'},
    {code: 'DE', name: 'Germany'},
  ],
  regions: {CA: [{code: 'CA-QC', name: 'Quebec'}]},
};

const schema = withRegionOfCountry(
  z.object({city: requiredText({max: 100}), country: requiredSelect(['CA', 'DE']), region: z.string().optional()}),
  PLACES,
  'country',
  'region',
);

function errorsOf(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return parseFormData(formData, schema).reply().error;
}

describe('withRegionOfCountry', () => {
  it('reports a missing region together with the other fields’ errors', () => {
    expect(errorsOf({country: 'CA'})).toEqual({city: ['This field is required.'], region: ['This field is required.']});
  });

  it('refuses a region of another country and takes none for a country without regions', () => {
    expect(errorsOf({city: 'Laval', country: 'CA', region: 'US-OR'})).toEqual({region: ['This field is required.']});
    expect(errorsOf({city: 'Berlin', country: 'DE'})).toBeUndefined();
  });

  it('leaves the form’s own constraints to its fields', () => {
    expect(getZodConstraint(schema)).toMatchObject({city: {required: true, maxLength: 100}, country: {required: true}});
  });
});
