import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ListCard } from './list-card';

describe('ListCard', () => {
  it('is a link with a decorative cover, the title as a heading beside its badge, then the lines', () => {
    render(
      <MemoryRouter>
        <ListCard
          to="/pages/x?id=3"
          cover="/c.png"
          title="Spring cast"
          badge={<span data-testid="badge">Open</span>}
          testId="card"
          data={{ 'data-id': 3, 'data-phase': 'open' }}
        >
          <p>Line</p>
        </ListCard>
      </MemoryRouter>,
    );
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('A');
    expect(card.getAttribute('href')).toBe('/pages/x?id=3');
    expect(card.getAttribute('data-id')).toBe('3');
    expect(card.getAttribute('data-phase')).toBe('open');
    // A card of the page's list: its title one level under the page's (h1), never skipping one.
    expect(screen.getByRole('heading', { level: 2, name: 'Spring cast' })).toBeTruthy();
    expect(screen.getByTestId('badge')).toBeTruthy();
    expect(screen.getByText('Line')).toBeTruthy();
    const img = card.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('width')).toBe('96');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('loads an eager cover at once, takes its size, and is an article without a link', () => {
    render(<ListCard cover="/c.png" coverSize={104} eager title="Record" testId="card" />);
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('ARTICLE');
    const img = card.querySelector('img')!;
    expect(img.getAttribute('width')).toBe('104');
    expect(img.getAttribute('height')).toBe('104');
    expect(img.getAttribute('loading')).toBe('eager');
  });

  it('titles a card of a list inside a section one level further down', () => {
    render(<ListCard cover="/c.png" level={3} title="In a section" testId="card" />);
    expect(screen.getByRole('heading', { level: 3, name: 'In a section' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});
