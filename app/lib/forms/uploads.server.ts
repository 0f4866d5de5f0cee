import {unstable_parseMultipartFormData as parseMultipartFormData} from '@remix-run/server-runtime';
import {MAX_READ_BYTES} from '../http/request-body.server';
import {FILE_LIMITS, FILE_TYPES, fileExtension, type FileExtension} from './files';
import {t} from './messages';

/**
 * Reads a multipart form without trusting it (guarantee 9): the body is streamed part by part with
 * every size and count capped, and each file must have an allowed extension whose signature its
 * first bytes carry and, for the types with one, whose container holds together (a PNG's chunks,
 * a JPEG's segments, a .docx's ZIP directory naming `[Content_Types].xml`), so markup behind a
 * valid signature is refused. Accepted files get a new name and the type their bytes prove; refused ones are
 * dropped with a message for their field, and the text fields are kept either way, so the page can
 * show what the person typed. A body over the limits sends no file on, but is still read for its
 * text fields, up to a bound its declared length is checked against before a byte is read.
 */

export interface UploadLimits {
  maxFileBytes: number;
  maxTotalBytes: number;
  maxFiles: number;
  /** Text fields and multipart framing on top of the files. */
  maxOverheadBytes: number;
  maxTextBytes: number;
  maxParts: number;
  /**
   * How far a body over the limits is still read, files dropped unread, for its text fields: the
   * page then shows the person's form as they filled it, and the connection is not cut while the
   * browser is still sending. Past this the reading stops.
   */
  maxReadBytes: number;
}

export const UPLOAD_LIMITS: UploadLimits = {
  ...FILE_LIMITS,
  maxOverheadBytes: 256 * 1024,
  maxTextBytes: 32 * 1024,
  maxParts: 60,
  maxReadBytes: MAX_READ_BYTES,
};

export interface UploadedForm {
  /** The text fields and the accepted files. */
  formData: FormData;
  /** Messages for fields whose files were refused. */
  fileErrors: Record<string, string[]>;
  /** Messages about the request as a whole, when no field can carry them (too large, too many parts). */
  formErrors: string[];
  /** 413 when a size or count limit was passed, else 400 when a file was refused, else 200. */
  status: 200 | 400 | 413;
}

class RequestTooLarge extends Error {}

/** A name whose parts include one of these was made to be run somewhere, whatever it ends in. */
const EXECUTABLE_PART =
  /^(php\d?|phtml|phar|pht|asp|aspx|cer|jsp|jspx|cgi|pl|py|rb|sh|bash|exe|dll|com|bat|cmd|ps1|vbs|js|mjs|html?|xhtml|shtml|svg|svgz|xml|htaccess)$/i;

/**
 * Reads `request` as multipart form data within `limits`. With `keepFiles: false` (a request
 * already refused, say) the files are read past and only the text fields are kept.
 */
export async function readUploadForm(
  request: Request,
  {limits = UPLOAD_LIMITS, keepFiles = true}: {limits?: UploadLimits; keepFiles?: boolean} = {},
): Promise<UploadedForm> {
  const maxRequestBytes = limits.maxTotalBytes + limits.maxOverheadBytes;
  const formData = new FormData();
  const fileErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  let status: UploadedForm['status'] = 200;
  const refuse = (field: string, message: string, code: 400 | 413) => {
    fileErrors[field] = [...new Set([...(fileErrors[field] ?? []), message])];
    status = code === 413 || status === 413 ? 413 : 400;
  };
  const tooLarge = t('input.file_total_error', {max: mb(limits.maxTotalBytes)});

  const declared = Number(request.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > limits.maxReadBytes) {
    return {formData, fileErrors, formErrors: [tooLarge], status: 413};
  }

  /** Past the limits: the rest is read for its text fields only, and no file is kept. */
  let over = Number.isFinite(declared) && declared > maxRequestBytes;
  let bodyBytes = 0;
  let fileBytes = 0;
  let parts = 0;
  let files = 0;
  /** The fields that carried a file: a body over the limits is refused on them, where the person looks. */
  const fileFields = new Set<string>();

  /** Every byte of the part, or `null` past `max` (the rest is read and dropped). */
  async function collect(data: AsyncIterable<Uint8Array>, max: number): Promise<Uint8Array[] | null> {
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of data) {
      bodyBytes += chunk.byteLength;
      if (bodyBytes > limits.maxReadBytes) throw new RequestTooLarge();
      if (bodyBytes > maxRequestBytes) over = true;
      size += chunk.byteLength;
      if (size <= max) chunks.push(chunk);
    }
    return size <= max ? chunks : null;
  }

  try {
    await parseMultipartFormData(request, async ({name, filename, data}) => {
      parts += 1;
      if (parts > limits.maxParts) throw new RequestTooLarge();

      if (filename === undefined) {
        const chunks = await collect(data, limits.maxTextBytes);
        if (chunks) formData.append(name, new TextDecoder().decode(concat(chunks)));
        else refuse(name, t('input.max_length_error', {max: limits.maxTextBytes}), 413);
        return undefined;
      }

      if (filename !== '') fileFields.add(name);
      const chunks = await collect(data, keepFiles && !over ? limits.maxFileBytes : 0);
      // An empty file input still sends a part: no name, no bytes. It is simply no file.
      if (filename === '' && chunks?.length === 0) return undefined;
      files += 1;
      if (!keepFiles || over) return undefined;
      if (files > limits.maxFiles) {
        refuse(name, t('input.file_count_error', {max: limits.maxFiles}), 413);
        return undefined;
      }
      if (!chunks) {
        refuse(name, t('input.file_size_error', {max: mb(limits.maxFileBytes)}), 413);
        return undefined;
      }
      const bytes = concat(chunks);
      fileBytes += bytes.byteLength;
      if (fileBytes > limits.maxTotalBytes) {
        refuse(name, tooLarge, 413);
        return undefined;
      }
      const checked = checkFile(filename, bytes);
      if ('problem' in checked) {
        refuse(name, checked.problem, 400);
        return undefined;
      }
      formData.append(
        name,
        new File([bytes], `${name}-${files}.${checked.extension}`, {type: FILE_TYPES[checked.extension]}),
      );
      return undefined;
    });
  } catch (error) {
    if (!(error instanceof RequestTooLarge)) {
      // A body that is not multipart at all reads as an empty form: every required field says so.
      return {formData: new FormData(), fileErrors: {}, formErrors: [], status: 400};
    }
    over = true;
  }
  if (!over) return {formData, fileErrors, formErrors, status};
  for (const name of fileFields) refuse(name, tooLarge, 413);
  return {formData: textFieldsOf(formData), fileErrors, formErrors: fileFields.size > 0 ? [] : [tooLarge], status: 413};
}

/** The form without its files: a request over the limits sends none of them on. */
function textFieldsOf(formData: FormData): FormData {
  const text = new FormData();
  for (const [name, value] of formData) if (typeof value === 'string') text.append(name, value);
  return text;
}

/** The extension a file may travel under, when its name and its first bytes agree on an allowed type. */
export function checkFile(name: string, bytes: Uint8Array): {extension: FileExtension} | {problem: string} {
  const typeProblem = t('input.file_content_error');
  if (bytes.byteLength === 0) return {problem: t('input.file_empty_error')};
  // Control characters and encoded NULs cut names short in some servers (`shell.php%00.jpg`).
  if (/[\p{Cc}]|%00|%2f|%5c|[/\\]/iu.test(name)) return {problem: typeProblem};
  const [, ...extensions] = name.split('.');
  if (extensions.some((part) => EXECUTABLE_PART.test(part.trim()))) return {problem: typeProblem};
  const extension = fileExtension(name);
  if (!Object.hasOwn(FILE_TYPES, extension)) return {problem: typeProblem};
  if (!SIGNATURES[extension as FileExtension](bytes)) return {problem: typeProblem};
  return {extension: extension as FileExtension};
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));

const jpeg = (bytes: Uint8Array) => startsWith(bytes, [0xff, 0xd8, 0xff]) && jpegSegmentsHold(bytes);
/** HEIF images are ISO media files: a `ftyp` box naming one of these brands. */
const heif = (bytes: Uint8Array) =>
  startsWith(bytes, ascii('ftyp'), 4) &&
  ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].some((brand) => startsWith(bytes, ascii(brand), 8));

/** What each allowed type's bytes must be: its signature, and its container where it has one. */
const SIGNATURES: Record<FileExtension, (bytes: Uint8Array) => boolean> = {
  jpg: jpeg,
  jpeg,
  png: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && pngChunksHold(bytes),
  gif: (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  webp: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
  heic: heif,
  heif,
  pdf: (bytes) => startsWith(bytes, ascii('%PDF-')),
  // Word 97–2003 files are OLE compound documents; .docx files are ZIP packages.
  doc: (bytes) => startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  docx: (bytes) => startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && zipNames(bytes)?.includes('[Content_Types].xml') === true,
  txt: isPlainText,
};

const uint32 = (bytes: Uint8Array, at: number) => new DataView(bytes.buffer, bytes.byteOffset).getUint32(at);
const uint16le = (bytes: Uint8Array, at: number) => new DataView(bytes.buffer, bytes.byteOffset).getUint16(at, true);
const uint32le = (bytes: Uint8Array, at: number) => new DataView(bytes.buffer, bytes.byteOffset).getUint32(at, true);

/**
 * A PNG's chunks, after the signature, run end to end to `IEND`, the file's last: `IHDR` first with its 13 bytes,
 * each chunk's type four letters and its length within the file.
 */
function pngChunksHold(bytes: Uint8Array): boolean {
  let at = 8;
  let first = true;
  while (at + 12 <= bytes.byteLength) {
    const length = uint32(bytes, at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (!/^[A-Za-z]{4}$/.test(type) || (first && (type !== 'IHDR' || length !== 13))) return false;
    const end = at + 12 + length;
    if (end > bytes.byteLength) return false;
    // Nothing may follow the end: bytes there would ride along unchecked.
    if (type === 'IEND') return end === bytes.byteLength;
    first = false;
    at = end;
  }
  return false;
}

/**
 * A JPEG's segments, after the start-of-image marker, follow one another by their lengths up to the
 * start of the scan, and the image ends with the end-of-image marker.
 */
function jpegSegmentsHold(bytes: Uint8Array): boolean {
  const size = bytes.byteLength;
  if (size < 6 || bytes[size - 2] !== 0xff || bytes[size - 1] !== 0xd9) return false;
  let at = 2;
  while (at + 4 <= size) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1];
    // Markers that can start a segment before the scan: frames, tables, application data, comments.
    if (marker < 0xc0 || marker === 0xd8 || marker === 0xd9 || marker === 0xff || (marker >= 0xd0 && marker <= 0xd7)) return false;
    const length = (bytes[at + 2] << 8) | bytes[at + 3];
    if (length < 2 || at + 2 + length > size) return false;
    if (marker === 0xda) return true;
    at += 2 + length;
  }
  return false;
}

/**
 * The names a ZIP file's central directory lists, or null when the directory does not hold
 * together (its end record, its offset or any entry out of bounds or not signed as one).
 */
function zipNames(bytes: Uint8Array): string[] | null {
  const size = bytes.byteLength;
  // The end record is 22 bytes plus a comment of up to 65,535.
  let end = -1;
  for (let at = size - 22; at >= Math.max(0, size - 22 - 0xffff); at -= 1) {
    if (uint32le(bytes, at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = uint16le(bytes, end + 10);
  const directorySize = uint32le(bytes, end + 12);
  let at = uint32le(bytes, end + 16);
  if (at + directorySize > end) return null;
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || uint32le(bytes, at) !== 0x02014b50) return null;
    const nameLength = uint16le(bytes, at + 28);
    const next = at + 46 + nameLength + uint16le(bytes, at + 30) + uint16le(bytes, at + 32);
    if (next > end) return null;
    names.push(new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at = next;
  }
  return names;
}

/** Text has no signature: it must be UTF-8 without NULs, and not markup a browser would run. */
function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', {fatal: true}).decode(bytes);
  } catch {
    return false;
  }
  return !text.includes('\u0000') && !/^\s*(<\?php|<!doctype|<html|<script|<svg|<\?xml)/i.test(text);
}

function concat(chunks: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function mb(bytes: number): number {
  return bytes / 1024 / 1024;
}
