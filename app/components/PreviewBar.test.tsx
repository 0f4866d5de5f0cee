import {describe, expect, it} from 'vitest';
import {PreviewBar} from '~/components/PreviewBar';
import {renderWithRouter as render} from '../../tests/render';

describe('PreviewBar', () => {
  it('says preview is on, in the spec’s words, with Hide Bar and Exit Preview', async () => {
    const html = await render(<PreviewBar />, '/about');
    expect(html).toMatch(/<dialog open="" aria-label="Preview mode"/);
    expect(html).toContain('PREVIEW MODE</strong>');
    expect(html).toContain('Performance may differ from the live version.');
    expect(html).toMatch(/<form method="dialog"><button type="submit"[^>]*>Hide Bar<\/button><\/form>/);
    expect(html).toMatch(/<a href="\/api\/exit-preview\?return_to=%2Fabout"[^>]*>Exit Preview<\/a>/);
  });

  it('returns to the page without the editor’s parameters, which would start preview again', async () => {
    const html = await render(
      <PreviewBar />,
      '/en-ca/about?_storyblok=1003&_storyblok_tk[space_id]=1&_storyblok_tk[token]=abc&tab=2',
    );
    expect(html).toContain('href="/api/exit-preview?return_to=%2Fen-ca%2Fabout%3Ftab%3D2"');
  });
});
