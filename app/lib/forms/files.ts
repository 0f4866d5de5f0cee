import {z} from 'zod';
import {t} from './messages';

/**
 * The files the store's forms accept (guarantee 9), shared by the browser (quick feedback before a
 * long upload) and the server, which also checks each file's first bytes (`uploads.server.ts`).
 */

const MB = 1024 * 1024;

export const FILE_LIMITS = {
  maxFileBytes: 10 * MB,
  maxTotalBytes: 25 * MB,
  maxFiles: 10,
} as const;

/** Extension → the type a file of that kind is sent on as. SVG is left out on purpose: it can carry script. */
export const IMAGE_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
} as const;

export const DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  // Illustrator saves PDF-compatible files (its default): a PDF inside, and sent on as one.
  ai: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
} as const;

export const FILE_TYPES = {...IMAGE_TYPES, ...DOCUMENT_TYPES} as const;
export type FileExtension = keyof typeof FILE_TYPES;

/** What a file field takes: `images` for photos, `attachments` for artwork and certificates. */
export type FileAccept = 'images' | 'attachments';

const ACCEPTED: Record<FileAccept, {extensions: readonly FileExtension[]; names: string}> = {
  images: {extensions: keys(IMAGE_TYPES), names: 'JPG, PNG, GIF, WEBP or HEIC'},
  attachments: {extensions: keys(FILE_TYPES), names: 'image, PDF, Illustrator, Word or text'},
};

/** The `accept` attribute of a file input, so the browser's picker offers the right files. */
export function acceptAttribute(accept: FileAccept): string {
  return ACCEPTED[accept].extensions.map((extension) => `.${extension}`).join(',');
}

/** The lower-case last extension of a file name, or '' when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function isAccepted(name: string, accept: FileAccept): boolean {
  return (ACCEPTED[accept].extensions as readonly string[]).includes(fileExtension(name));
}

function fileSchema(accept: FileAccept, requiredMessage: string) {
  return z
    .instanceof(File, {message: requiredMessage})
    .refine((file) => file.size > 0, t('input.file_empty_error'))
    .refine((file) => isAccepted(file.name, accept), t('input.file_type_error', {types: ACCEPTED[accept].names}))
    .refine((file) => file.size <= FILE_LIMITS.maxFileBytes, t('input.file_size_error', {max: FILE_LIMITS.maxFileBytes / MB}));
}

/** One file the form cannot do without (artwork, a certificate). */
export function requiredFile({
  accept,
  requiredMessage = t('input.required_error'),
}: {
  accept: FileAccept;
  requiredMessage?: string;
}) {
  // Conform reads an empty file input as missing, which fails the File check with this message.
  return fileSchema(accept, requiredMessage);
}

/** One or more files from a `multiple` input, at most `max` and 25 MB together. */
export function requiredFiles({accept, max = FILE_LIMITS.maxFiles}: {accept: FileAccept; max?: number}) {
  const required = t('input.file_required_error');
  return z
    .array(fileSchema(accept, required), {required_error: required})
    .min(1, required)
    .max(max, t('input.file_count_error', {max}))
    .refine(
      (files) => files.reduce((total, file) => total + file.size, 0) <= FILE_LIMITS.maxTotalBytes,
      t('input.file_total_error', {max: FILE_LIMITS.maxTotalBytes / MB}),
    );
}

function keys<Table extends Record<string, string>>(table: Table): (keyof Table & FileExtension)[] {
  return Object.keys(table) as (keyof Table & FileExtension)[];
}
