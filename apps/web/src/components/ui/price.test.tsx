import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './price';
import { renderWithI18n } from './test-i18n';

describe('<Price>', () => {
  it('renders ¥, yuan and fen as separate parts that read as one price', () => {
    const { container } = renderWithI18n(<Price fen={123450} size="lg" />);
    const price = container.firstElementChild!;
    expect(price.textContent).toBe('¥1,234.50');
    const parts = Array.from(price.children).map((c) => c.textContent);
    expect(parts).toEqual(['¥', '1,234', '.50']);
  });

  it('shows a negative amount with the sign before ¥', () => {
    const { container } = renderWithI18n(<Price fen={-100} />);
    expect(container.textContent).toBe('-¥1.00');
  });

  it('shows zero and single fen with two decimals', () => {
    renderWithI18n(
      <>
        <Price fen={0} />
        <Price fen={1} />
      </>,
    );
    expect(screen.getByTitle('¥0.00').textContent).toBe('¥0.00');
    expect(screen.getByTitle('¥0.01').textContent).toBe('¥0.01');
  });

  it('applies a different class per size', () => {
    const { container } = renderWithI18n(
      <>
        <Price fen={100} size="sm" />
        <Price fen={100} size="lg" />
      </>,
    );
    const [sm, lg] = Array.from(container.children);
    expect(sm!.className).not.toBe(lg!.className);
  });
});
