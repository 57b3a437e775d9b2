import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TileCard } from './tile-card';

describe('TileCard', () => {
  it('is a link: the cover and its marks, the name, the byline with its avatar, the rows, then the foot', () => {
    render(
      <MemoryRouter>
        <TileCard
          to="/pages/detail/collection?id=4"
          cover={
            <>
              <img src="/c.png" alt="" />
              <span data-testid="mark">3D</span>
            </>
          }
          name="Orbit"
          byline={{ avatarUrl: '/a.png', name: 'Echo Lab' }}
          foot={<span data-testid="price">¥159</span>}
          testId="tile"
          data={{ 'data-id': 4, 'data-status': 'on_sale' }}
        >
          <span data-testid="row">Starts in 2 h</span>
        </TileCard>
      </MemoryRouter>,
    );
    const tile = screen.getByTestId('tile');
    expect(tile.tagName).toBe('A');
    expect(tile.getAttribute('href')).toBe('/pages/detail/collection?id=4');
    expect(tile.getAttribute('data-id')).toBe('4');
    expect(tile.getAttribute('data-status')).toBe('on_sale');
    // In reading order: mark on the cover, name, byline, the extra row, the foot.
    const text = tile.textContent ?? '';
    expect(text.indexOf('3D')).toBeLessThan(text.indexOf('Orbit'));
    expect(text.indexOf('Orbit')).toBeLessThan(text.indexOf('Echo Lab'));
    expect(text.indexOf('Echo Lab')).toBeLessThan(text.indexOf('Starts in 2 h'));
    expect(text.indexOf('Starts in 2 h')).toBeLessThan(text.indexOf('¥159'));
    const imgs = [...tile.querySelectorAll('img')];
    expect(imgs.map((i) => i.getAttribute('src'))).toEqual(['/c.png', '/a.png']);
    expect(imgs.every((i) => i.getAttribute('alt') === '')).toBe(true);
  });

  it('a byline without an avatar is its name alone; no foot, no byline, nothing rendered for them', () => {
    render(
      <MemoryRouter>
        <TileCard
          to="/x"
          cover={<img src="/c.png" alt="" />}
          name="Spring"
          byline={{ name: 'Forest Studio' }}
          layout="compact"
          testId="a"
        />
        <TileCard to="/y" cover={<img src="/d.png" alt="" />} name="Autumn" testId="b" />
      </MemoryRouter>,
    );
    const a = screen.getByTestId('a');
    expect(a.querySelectorAll('img')).toHaveLength(1);
    expect(a.textContent).toBe('SpringForest Studio');
    expect(screen.getByTestId('b').textContent).toBe('Autumn');
  });
});
