/**
 * The smallest well-formed files of the types the upload forms take, for tests that send one: the
 * store checks a file's container (guarantee 9), so a signature followed by filler is refused.
 */

/** A 1×1 PNG: signature, IHDR, one IDAT, IEND, each chunk with its CRC. */
export function tinyPng(): Uint8Array<ArrayBuffer> {
  const ihdr = [0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0];
  // One filtered row of one grey pixel, deflated.
  const idat = [0x78, 0x9c, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01];
  return bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], pngChunk('IHDR', ihdr), pngChunk('IDAT', idat), pngChunk('IEND', []));
}

/** A well-formed PNG of exactly `size` bytes (at least 79): `tinyPng` with a private chunk of filler. */
export function pngOfSize(size: number): Uint8Array<ArrayBuffer> {
  const small = tinyPng();
  const fillerLength = size - small.length - 12;
  if (fillerLength < 0) throw new Error(`A PNG cannot be smaller than ${small.length + 12} bytes`);
  const filler = new Uint8Array(12 + fillerLength);
  const view = new DataView(filler.buffer);
  view.setUint32(0, fillerLength);
  filler.set([0x66, 0x69, 0x6c, 0x4c], 4);
  filler.fill(7, 8, 8 + fillerLength);
  view.setUint32(8 + fillerLength, crc32(filler.subarray(4, 8 + fillerLength)));
  // After IHDR (8 + 25 bytes), before IDAT.
  const png = new Uint8Array(size);
  png.set(small.subarray(0, 33));
  png.set(filler, 33);
  png.set(small.subarray(33), 33 + filler.length);
  return png;
}

/** A JPEG's frame: start of image, a JFIF header, a comment, the scan's header, one byte of scan, end of image. */
export function tinyJpeg(): Uint8Array<ArrayBuffer> {
  const jfif = [0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  return bytes(
    [0xff, 0xd8],
    [0xff, 0xe0, 0x00, 2 + jfif.length, ...jfif],
    [0xff, 0xfe, 0x00, 0x06, 0x74, 0x65, 0x73, 0x74],
    [0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00],
    [0x00],
    [0xff, 0xd9],
  );
}

/** A ZIP (stored, no compression) of `files`; with `[Content_Types].xml` among them it is an Office Open XML package. */
export function zip(files: Record<string, string>): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const locals: number[][] = [];
  const centrals: number[][] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const nameBytes = [...encoder.encode(name)];
    const data = [...encoder.encode(text)];
    const crc = crc32(data);
    const common = [...u16(20), ...u16(0), ...u16(0), ...u16(0), ...u16(0), ...u32le(crc), ...u32le(data.length), ...u32le(data.length), ...u16(nameBytes.length), ...u16(0)];
    const local = [...u32le(0x04034b50), ...common, ...nameBytes, ...data];
    centrals.push([...u32le(0x02014b50), ...u16(20), ...common, ...u16(0), ...u16(0), ...u16(0), ...u32le(0), ...u32le(offset), ...nameBytes]);
    locals.push(local);
    offset += local.length;
  }
  const directory = centrals.flat();
  const count = centrals.length;
  const end = [...u32le(0x06054b50), ...u16(0), ...u16(0), ...u16(count), ...u16(count), ...u32le(directory.length), ...u32le(offset), ...u16(0)];
  return bytes(...locals, directory, end);
}

/** A minimal .docx: the package's content types and its main part. */
export function tinyDocx(): Uint8Array<ArrayBuffer> {
  return zip({
    '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'word/document.xml': '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
  });
}

function pngChunk(type: string, data: number[]): number[] {
  const typed = [...Array.from(type, (character) => character.charCodeAt(0)), ...data];
  return [...u32be(data.length), ...typed, ...u32be(crc32(typed))];
}

function bytes(...parts: number[][]): Uint8Array<ArrayBuffer> {
  return new Uint8Array(parts.flat());
}

function u16(value: number): number[] {
  return [value & 0xff, (value >>> 8) & 0xff];
}

/** Little-endian, as ZIP writes numbers. */
function u32le(value: number): number[] {
  return [value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff];
}

/** Big-endian, as PNG writes numbers. */
function u32be(value: number): number[] {
  return u32le(value).reverse();
}

const CRC_TABLE = Array.from({length: 256}, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = (value >>> 1) ^ (0xedb88320 & -(value & 1));
  return value >>> 0;
});

function crc32(data: ArrayLike<number>): number {
  let crc = 0xffffffff;
  for (let index = 0; index < data.length; index += 1) crc = CRC_TABLE[(crc ^ data[index]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
