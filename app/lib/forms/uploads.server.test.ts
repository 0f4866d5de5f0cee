import {describe, expect, it} from 'vitest';
import {pngOfSize, tinyDocx, tinyJpeg, tinyPng, zip} from '../../../tests/sample-files';
import {messages} from './messages';
import {checkFile, readUploadForm, UPLOAD_LIMITS} from './uploads.server';

const MB = 1024 * 1024;
const PNG = [...tinyPng()];
const JPEG = [...tinyJpeg()];
const DOCX = [...tinyDocx()];
const PNG_SIGNATURE = PNG.slice(0, 8);
const ascii = (text: string) => Array.from(new TextEncoder().encode(text));
const HTML = ascii('<html><body><script>alert(document.cookie)</script></body></html>');

function file(bytes: number[] | Uint8Array, name: string, type = 'image/png') {
  return new File([new Uint8Array(bytes)], name, {type});
}

function post(body: FormData) {
  return new Request('https://shop.example/custom-print', {method: 'POST', body});
}

async function upload(files: File[], fields: Record<string, string> = {name: 'Ana'}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const each of files) body.append('attachment', each);
  return readUploadForm(post(body));
}

describe('readUploadForm', () => {
  it('keeps text fields and accepted files, renamed, with the type their bytes prove', async () => {
    const result = await upload([
      file(PNG, 'our logo.PNG', 'application/octet-stream'),
      file(ascii('%PDF-1.7 artwork'), 'artwork.pdf', 'image/png'),
      file(DOCX, 'brief.docx'),
      file(ascii('Pantone 348 C, two colours'), 'notes.txt'),
    ]);
    expect(result.status).toBe(200);
    expect(result.formData.get('name')).toBe('Ana');
    const files = result.formData.getAll('attachment') as File[];
    expect(files.map((each) => [each.name, each.type, each.size])).toEqual([
      ['attachment-1.png', 'image/png', PNG.length],
      ['attachment-2.pdf', 'application/pdf', 16],
      ['attachment-3.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', DOCX.length],
      ['attachment-4.txt', 'text/plain', 26],
    ]);
    expect([...new Uint8Array(await files[0].arrayBuffer())]).toEqual(PNG);
  });

  it('reads an empty file input as no file at all', async () => {
    // As a browser sends it: a file part with an empty name and no bytes.
    const body = [
      '--b',
      'Content-Disposition: form-data; name="name"',
      '',
      'Ana',
      '--b',
      'Content-Disposition: form-data; name="attachment"; filename=""',
      'Content-Type: application/octet-stream',
      '',
      '',
      '--b--',
      '',
    ].join('\r\n');
    const result = await readUploadForm(
      new Request('https://shop.example/custom-print', {
        method: 'POST',
        body,
        headers: {'Content-Type': 'multipart/form-data; boundary=b'},
      }),
    );
    expect(result.status).toBe(200);
    expect(result.formData.has('attachment')).toBe(false);
  });

  // Guarantee 9's table: each of these is refused, with the text fields still there to show again.
  it.each([
    ['a script with an image extension in front', [file(JPEG, 'photo.jpg.php')], 400, messages['input.file_content_error']],
    ['a name cut short by an encoded NUL', [file(ascii('<?php system($_GET["c"]);'), 'photo.php%00.jpg')], 400, messages['input.file_content_error']],
    ['an SVG carrying script', [file(ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg', 'image/svg+xml')], 400, messages['input.file_content_error']],
    ['an SVG renamed to an image extension', [file(ascii('<svg onload="alert(1)"/>'), 'logo.png', 'image/png')], 400, messages['input.file_content_error']],
    ['markup posing as text', [file(ascii('<script>alert(1)</script>'), 'notes.txt', 'text/plain')], 400, messages['input.file_content_error']],
    ['an empty file', [file([], 'logo.png')], 400, messages['input.file_empty_error']],
    ['bytes that do not match the extension', [file(PNG, 'artwork.pdf', 'application/pdf')], 400, messages['input.file_content_error']],
    ['a PNG whose bytes after the signature are HTML', [file([...PNG_SIGNATURE, ...HTML], 'photo.png')], 400, messages['input.file_content_error']],
    ['a PNG with HTML after its end', [file([...PNG, ...HTML], 'photo.png')], 400, messages['input.file_content_error']],
    ['a JPEG whose bytes after the signature are HTML', [file([0xff, 0xd8, 0xff, ...HTML, 0xff, 0xd9], 'photo.jpg', 'image/jpeg')], 400, messages['input.file_content_error']],
    ['a JPEG cut short', [file(JPEG.slice(0, -2), 'photo.jpg', 'image/jpeg')], 400, messages['input.file_content_error']],
    ['a .docx that is a ZIP of something else', [file(zip({'index.html': '<script>alert(1)</script>'}), 'brief.docx')], 400, messages['input.file_content_error']],
    ['a .docx that is only a ZIP signature', [file([0x50, 0x4b, 0x03, 0x04, ...HTML], 'brief.docx')], 400, messages['input.file_content_error']],
    ['an extension outside the list', [file(ascii('MZ'), 'setup.exe')], 400, messages['input.file_content_error']],
    ['a file over 10 MB', [file(pngOfSize(10 * MB + 1), 'huge.png')], 413, messages['input.file_size_error'].replace('{max}', '10')],
    ['one file too many', Array.from({length: 11}, (_, index) => file(PNG, `photo-${index}.png`)), 413, messages['input.file_count_error'].replace('{max}', '10')],
  ])('refuses %s', async (_case, files, status, message) => {
    const result = await upload(files);
    expect(result.status).toBe(status);
    expect(result.fileErrors.attachment).toEqual([message]);
    expect(result.formData.get('name')).toBe('Ana');
    // Whatever else the request held, nothing refused is passed on.
    const kept = result.formData.getAll('attachment') as File[];
    expect(kept.every((each) => each.name.startsWith('attachment-'))).toBe(true);
    expect(kept.length).toBeLessThanOrEqual(UPLOAD_LIMITS.maxFiles);
  });

  it('refuses files that add up to more than 25 MB', async () => {
    const big = () => file(pngOfSize(8.4 * MB), 'big.png');
    const result = await upload([big(), big(), big()]);
    expect(result.status).toBe(413);
    expect(result.fileErrors.attachment).toEqual([messages['input.file_total_error'].replace('{max}', '25')]);
    expect(result.formData.getAll('attachment')).toHaveLength(2);
  });

  it('answers a declared length past what it will read with 413 without reading the body', async () => {
    let pulled = false;
    const body = new ReadableStream<Uint8Array>(
      {
        pull() {
          pulled = true;
          throw new Error('the body must not be read');
        },
      },
      {highWaterMark: 0},
    );
    const request = new Request('https://shop.example/custom-print', {
      method: 'POST',
      body,
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(UPLOAD_LIMITS.maxReadBytes + 1),
      },
      duplex: 'half',
    } as RequestInit);
    const result = await readUploadForm(request);
    expect(result).toMatchObject({status: 413, formErrors: [messages['input.file_total_error'].replace('{max}', '25')]});
    expect(pulled).toBe(false);
  });

  it('reads a body over the limits for its text fields, wherever they sit, and keeps no file', async () => {
    const limits = {...UPLOAD_LIMITS, maxTotalBytes: 1024, maxOverheadBytes: 1024, maxFileBytes: 4096, maxReadBytes: 64 * 1024};
    const body = new FormData();
    body.append('name', 'Ana');
    body.append('attachment', file(PNG, 'small.png'));
    body.append('attachment', file(pngOfSize(4000), 'logo.png'));
    body.append('message', 'Two colours on kraft sleeves.');
    const request = post(body);
    const result = await readUploadForm(request, {limits});
    expect(result.status).toBe(413);
    // On the field that carried the files, where the person looks, and said once.
    expect(result.fileErrors).toEqual({attachment: [expect.stringContaining('Your files add up to more than')]});
    expect(result.formErrors).toEqual([]);
    expect([...result.formData.entries()]).toEqual([
      ['name', 'Ana'],
      ['message', 'Two colours on kraft sleeves.'],
    ]);
    // Read to its end: the browser that sent it gets the answer, not a cut connection.
    expect(request.bodyUsed).toBe(true);
  });

  it('stops reading past its bound, keeping the text read so far', async () => {
    const limits = {...UPLOAD_LIMITS, maxTotalBytes: 1024, maxOverheadBytes: 1024, maxFileBytes: 4096, maxReadBytes: 8 * 1024};
    const body = new FormData();
    body.append('name', 'Ana');
    body.append('attachment', file(pngOfSize(16 * 1024), 'poster.png'));
    body.append('message', 'after the file');
    const result = await readUploadForm(post(body), {limits});
    expect(result.status).toBe(413);
    expect([...result.formData.entries()]).toEqual([['name', 'Ana']]);
    expect(Object.keys(result.fileErrors)).toEqual(['attachment']);
  });

  it('caps the number of parts and the length of each text field', async () => {
    const many = new FormData();
    for (let index = 0; index <= UPLOAD_LIMITS.maxParts; index += 1) many.append(`field${index}`, 'x');
    expect((await readUploadForm(post(many))).status).toBe(413);

    const long = new FormData();
    long.append('message', 'x'.repeat(UPLOAD_LIMITS.maxTextBytes + 1));
    long.append('name', 'Ana');
    const result = await readUploadForm(post(long));
    expect(result.status).toBe(413);
    expect(result.formData.has('message')).toBe(false);
    expect(result.formData.get('name')).toBe('Ana');
  });

  it('reads past files it was told not to keep, keeping the text', async () => {
    const body = new FormData();
    body.append('name', 'Ana');
    body.append('attachment', file(PNG, 'logo.png'));
    const result = await readUploadForm(post(body), {keepFiles: false});
    expect(result.status).toBe(200);
    expect(result.formData.get('name')).toBe('Ana');
    expect(result.formData.has('attachment')).toBe(false);
  });

  it('reads a body that is not multipart as an empty form', async () => {
    const request = new Request('https://shop.example/custom-print', {
      method: 'POST',
      body: '--nope\r\nContent-Disposition: form-data',
      headers: {'Content-Type': 'multipart/form-data; boundary=missing'},
    });
    const result = await readUploadForm(request);
    expect([...result.formData.keys()]).toEqual([]);
  });
});

describe('checkFile', () => {
  it('knows each allowed type by its first bytes, and by its container where it has one', () => {
    const cases: [string, number[]][] = [
      ['a.jpg', JPEG],
      ['a.jpeg', JPEG],
      ['a.png', PNG],
      ['a.gif', ascii('GIF89a....')],
      ['a.webp', [...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBPVP8 ')]],
      ['a.heic', [0, 0, 0, 24, ...ascii('ftypheic'), 0, 0, 0, 0]],
      ['a.heif', [0, 0, 0, 24, ...ascii('ftypmif1'), 0, 0, 0, 0]],
      ['a.pdf', ascii('%PDF-1.4')],
      ['a.ai', ascii('%PDF-1.6')],
      ['a.doc', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
      ['a.docx', DOCX],
      ['a.txt', ascii('Plain words, café.')],
    ];
    for (const [name, bytes] of cases) {
      expect(checkFile(name, new Uint8Array(bytes)), name).toEqual({extension: name.split('.')[1]});
    }
  });

  it('takes Illustrator files only when they are PDF-compatible', () => {
    expect(checkFile('logo.ai', new Uint8Array(ascii('%!PS-Adobe-3.0 EPSF-3.0')))).toHaveProperty('problem');
    expect(checkFile('logo.ai', new Uint8Array(ascii('<svg onload=alert(1)>')))).toHaveProperty('problem');
  });

  it('refuses text that is not UTF-8 or holds NULs', () => {
    expect(checkFile('a.txt', new Uint8Array([0xff, 0xfe, 0x41]))).toHaveProperty('problem');
    expect(checkFile('a.txt', new Uint8Array([0x41, 0, 0x42]))).toHaveProperty('problem');
  });
});
