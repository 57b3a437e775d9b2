import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkeletonBlock, SkeletonCard, SkeletonList } from './skeleton';
import { renderWithI18n } from './test-i18n';

describe('skeletons', () => {
  it('SkeletonCard is one busy, labelled card placeholder', () => {
    renderWithI18n(<SkeletonCard />);
    const status = screen.getByRole('status', { name: 'Loading...' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(1);
  });

  it('SkeletonList renders `count` rows, or cards in the grid variant', () => {
    const { rerender } = renderWithI18n(<SkeletonList count={3} />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(3);
    rerender(<SkeletonList count={6} variant="grid" />);
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(6);
  });

  it('SkeletonList defaults to 4 and tolerates odd counts', () => {
    const { rerender } = renderWithI18n(<SkeletonList />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(4);
    rerender(<SkeletonList count={-2} />);
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
  });

  it('SkeletonBlock takes its size and is hidden from assistive tech', () => {
    const { container } = renderWithI18n(<SkeletonBlock width={120} height={20} radius={6} />);
    const block = container.firstElementChild as HTMLElement;
    expect(block.style.width).toBe('120px');
    expect(block.style.height).toBe('20px');
    expect(block.style.borderRadius).toBe('6px');
    expect(block.getAttribute('aria-hidden')).toBe('true');
  });
});
