import {describe, expect, it} from 'vitest';
import {videoEmbed} from './video';

describe('videoEmbed', () => {
  it.each([
    'https://www.youtube.com/watch?v=greenpack001',
    'https://youtube.com/watch?v=greenpack001&t=30s',
    'https://m.youtube.com/watch?v=greenpack001',
    'https://youtu.be/greenpack001',
    'https://www.youtube.com/embed/greenpack001',
    'https://www.youtube.com/shorts/greenpack001',
  ])('plays %s in the privacy-enhanced YouTube player', (address) => {
    expect(videoEmbed(address)).toEqual({
      provider: 'YouTube',
      embedUrl: 'https://www.youtube-nocookie.com/embed/greenpack001?autoplay=1&rel=0',
      watchUrl: 'https://www.youtube.com/watch?v=greenpack001',
    });
  });

  it.each(['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'])(
    'plays %s in the Vimeo player',
    (address) => {
      expect(videoEmbed(address)).toMatchObject({
        provider: 'Vimeo',
        embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1',
        watchUrl: 'https://vimeo.com/76979871',
      });
    },
  );

  it.each([
    undefined,
    '',
    'not a url',
    'javascript:alert(1)',
    'https://evil.example/watch?v=greenpack001',
    'https://www.youtube.com/watch?v=<script>',
    'https://www.youtube.com/channel/UC123',
    'https://vimeo.com/not-a-number',
    'https://youtube.com.evil.example/watch?v=greenpack001',
  ])('frames nothing for %s', (address) => {
    expect(videoEmbed(address)).toBeNull();
  });
});
