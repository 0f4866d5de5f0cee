import {z} from 'zod';
import {email, optionalText, requiredCheckbox} from '../fields';
import {FILE_LIMITS, requiredFiles} from '../files';

/** How many photos one submission may carry: the block's `max_files`, within the upload limit. */
export function maxPhotos(maxFiles: unknown): number {
  const wanted = Math.floor(Number(maxFiles));
  return Number.isFinite(wanted) && wanted >= 1 ? Math.min(wanted, FILE_LIMITS.maxFiles) : FILE_LIMITS.maxFiles;
}

export function productPhotosSchema(maxFiles: number) {
  return z.object({
    first_name: optionalText({max: 100}),
    last_name: optionalText({max: 100}),
    company: optionalText({max: 150}),
    email: email(),
    assets: requiredFiles({accept: 'images', max: maxFiles}),
    consent: requiredCheckbox(),
  });
}
