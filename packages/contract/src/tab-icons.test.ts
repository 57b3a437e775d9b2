import { describe, expect, it } from 'vitest';
import { recolourTabIcon, TAB_ICON_NAMES, tabIconOf, tabIconSvg, tabIconUrl } from './tab-icons';

describe('the platform tab icons (issue 32)', () => {
  it('are drawn in the colour asked, kept as a data URL that names the icon', () => {
    for (const name of TAB_ICON_NAMES) {
      const url = tabIconUrl(name, '#22AA55');
      expect(url.startsWith('data:image/svg+xml,')).toBe(true);
      expect(tabIconOf(url)).toBe(name);
      const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
      expect(svg).toBe(tabIconSvg(name, '#22AA55'));
      expect(svg).toContain('stroke="#22AA55"');
    }
  });

  it('follow a new colour; an uploaded icon or an outside address stays as it is', () => {
    const red = tabIconUrl('market', '#E63D3D');
    const green = recolourTabIcon(red, '#22AA55');
    expect(green).toBe(tabIconUrl('market', '#22AA55'));
    expect(decodeURIComponent(green)).not.toContain('#E63D3D');
    for (const other of ['/api/file/download/AbCdEf0123456', 'https://cdn.example.com/i.svg', 'data:image/png;base64,AAAA', ''])
      expect(recolourTabIcon(other, '#22AA55')).toBe(other);
    // A data URL that only looks like one of ours (an unknown name) is not redrawn.
    const foreign = 'data:image/svg+xml,' + encodeURIComponent('<svg data-curio-icon="rocket"></svg>');
    expect(recolourTabIcon(foreign, '#22AA55')).toBe(foreign);
  });

  it('never put a colour that is not #RRGGBB into the SVG', () => {
    expect(tabIconSvg('home', 'red" onload="x')).toContain('stroke="#999999"');
  });
});
