import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {PAGE_BANDS} from './band-context';
import {BLOCKS, blockFile} from './registry';

describe('PAGE_BANDS', () => {
  it('names registered blocks', () => {
    expect([...PAGE_BANDS].filter((name) => !(name in BLOCKS))).toEqual([]);
  });

  it('holds every block drawn as a band, which would otherwise sit in the page’s frame and pad twice', () => {
    const bands = Object.keys(BLOCKS).filter((name) => /<Band[\s>]/.test(readFileSync(blockFile(name), 'utf8')));
    expect(bands.length).toBeGreaterThan(5);
    expect(bands.filter((name) => !PAGE_BANDS.has(name))).toEqual([]);
  });
});
