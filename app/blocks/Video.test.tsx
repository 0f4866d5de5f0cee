import {describe, expect, it} from 'vitest';
import type {VideoBlok} from '~/lib/content/storyblok/types';
import {renderHtml} from './test-render';
import {Video} from './Video';

const video = (fields: Partial<VideoBlok>): VideoBlok => ({
  _uid: 'v',
  component: 'video',
  title: 'A tour of the warehouse',
  video_url: 'https://www.youtube.com/watch?v=greenpack001',
  ...fields,
});

describe('Video', () => {
  it('shows a poster and a play link, and no player, until a visitor presses play', () => {
    const html = renderHtml(<Video blok={video({poster: {filename: '/f/1/1600x900/abc/warehouse.svg'}})} />);
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('youtube-nocookie');
    expect(html).toContain('href="https://www.youtube.com/watch?v=greenpack001"');
    expect(html).toContain('src="/f/1/1600x900/abc/warehouse.svg"');
    expect(html).toContain('A tour of the warehouse');
  });

  it('is 16:9 unless the editor picks another ratio', () => {
    expect(renderHtml(<Video blok={video({})} />)).toContain('aspect-video');
    expect(renderHtml(<Video blok={video({ratio: '4:3'})} />)).toContain('aspect-[4/3]');
    expect(renderHtml(<Video blok={video({ratio: 'wide' as never})} />)).toContain('aspect-video');
  });

  it('plays an uploaded file in the browser’s own player, loading nothing up front', () => {
    const html = renderHtml(<Video blok={video({video_file: {filename: '/f/1/x/abc/tour.mp4'}})} />);
    expect(html).toMatch(/<video[^>]*src="\/f\/1\/x\/abc\/tour\.mp4"[^>]*aria-label="A tour of the warehouse"[^>]*controls=""[^>]*preload="none"/);
    expect(html).not.toContain('youtube');
  });

  it('renders nothing for an address it cannot play', () => {
    expect(renderHtml(<Video blok={video({video_url: 'https://evil.example/video'})} />)).toBe('');
  });
});
