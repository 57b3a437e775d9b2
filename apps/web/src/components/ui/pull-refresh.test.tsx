import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PullRefresh, pullDistance } from './pull-refresh';
import { renderWithI18n } from './test-i18n';

/** Drags a finger from y=0 to y=`to` over `target` in a few steps, then lifts it. */
function pull(target: Element, to: number, end: 'touchEnd' | 'touchCancel' = 'touchEnd') {
  fireEvent.touchStart(target, { touches: [{ clientX: 100, clientY: 0 }] });
  for (const y of [10, to / 2, to]) fireEvent.touchMove(target, { touches: [{ clientX: 100, clientY: y }] });
  fireEvent[end](target, { touches: [], changedTouches: [{ clientX: 100, clientY: to }] });
}

function setup(onRefresh = vi.fn(() => Promise.resolve())) {
  renderWithI18n(
    <PullRefresh onRefresh={onRefresh}>
      <p>content</p>
    </PullRefresh>,
  );
  return { onRefresh, content: screen.getByText('content'), head: screen.getByTestId('pull-refresh-head') };
}

describe('pullDistance', () => {
  it('follows the finger with damping and never goes past the range of 150', () => {
    expect(pullDistance(0)).toBe(0);
    expect(pullDistance(-50)).toBe(0);
    expect(pullDistance(30)).toBeLessThan(30);
    expect(pullDistance(100)).toBeGreaterThan(pullDistance(60));
    expect(pullDistance(10_000)).toBeLessThanOrEqual(150);
    expect(pullDistance(10_000)).toBeGreaterThan(149);
    // The threshold of 45 is reachable with a comfortable pull.
    expect(pullDistance(80)).toBeGreaterThan(45);
  });
});

describe('<PullRefresh>', () => {
  it('refreshes once after a pull beyond the threshold, then shows done', async () => {
    vi.useFakeTimers();
    try {
      const { onRefresh, content, head } = setup();
      fireEvent.touchStart(content, { touches: [{ clientX: 100, clientY: 0 }] });
      fireEvent.touchMove(content, { touches: [{ clientX: 100, clientY: 10 }] });
      fireEvent.touchMove(content, { touches: [{ clientX: 100, clientY: 30 }] });
      expect(screen.getByText('Pull down to refresh')).toBeTruthy();
      fireEvent.touchMove(content, { touches: [{ clientX: 100, clientY: 200 }] });
      expect(screen.getByText('Release to refresh')).toBeTruthy();
      expect(parseFloat(head.style.height)).toBeGreaterThan(45);
      expect(parseFloat(head.style.height)).toBeLessThanOrEqual(150);
      fireEvent.touchEnd(content, { touches: [] });

      expect(onRefresh).toHaveBeenCalledTimes(1);
      expect(head.style.height).toBe('70px');
      expect(screen.getByText('Refreshing...')).toBeTruthy();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(screen.getByText('Refreshed')).toBeTruthy();
      // Touches while refreshing or done are ignored.
      pull(content, 300);
      expect(onRefresh).toHaveBeenCalledTimes(1);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(500);
      });
      expect(head.style.height).toBe('0px');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(300);
      });
      expect(screen.getByText('Pull down to refresh')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not refresh after a short pull and springs back', () => {
    const { onRefresh, content, head } = setup();
    pull(content, 40);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(head.style.height).toBe('0px');
  });

  it('does not refresh when the touch is cancelled', () => {
    const { onRefresh, content } = setup();
    pull(content, 300, 'touchCancel');
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('ignores upward and sideways drags', () => {
    const { onRefresh, content } = setup();
    pull(content, -300);
    fireEvent.touchStart(content, { touches: [{ clientX: 0, clientY: 0 }] });
    fireEvent.touchMove(content, { touches: [{ clientX: 200, clientY: 50 }] });
    fireEvent.touchMove(content, { touches: [{ clientX: 300, clientY: 200 }] });
    fireEvent.touchEnd(content, { touches: [] });
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('does not pull while the content is scrolled down', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    renderWithI18n(
      <div data-testid="scroller">
        <PullRefresh onRefresh={onRefresh}>
          <p>content</p>
        </PullRefresh>
      </div>,
    );
    Object.defineProperty(screen.getByTestId('scroller'), 'scrollTop', { value: 120 });
    pull(screen.getByText('content'), 300);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('springs back without "done" when the refresh fails', async () => {
    vi.useFakeTimers();
    try {
      const { content, head } = setup(vi.fn(() => Promise.reject(new Error('offline'))));
      pull(content, 300);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(screen.queryByText('Refreshed')).toBeNull();
      expect(head.style.height).toBe('0px');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(400);
      });
      expect(screen.getByText('Pull down to refresh')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does nothing when disabled', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    renderWithI18n(
      <PullRefresh onRefresh={onRefresh} disabled>
        <p>content</p>
      </PullRefresh>,
    );
    pull(screen.getByText('content'), 300);
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
