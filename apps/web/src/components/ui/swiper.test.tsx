import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Swiper, type SwiperItem } from './swiper';
import { renderWithI18n } from './test-i18n';

const items: SwiperItem[] = [
  { key: 'a', image: '/a.png', alt: 'Drop A' },
  { key: 'b', image: '/b.png', alt: 'Drop B' },
  { key: 'c', image: '/c.png', alt: 'Drop C' },
];

const track = () => screen.getByTestId('swiper-track');
const activeDot = () =>
  Array.from(screen.getByTestId('swiper-dots').children).findIndex((d) => d.getAttribute('data-active') === 'true');
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('<Swiper>', () => {
  it('renders the slides with a clone at each end for the loop, and one dot per slide', () => {
    renderWithI18n(<Swiper items={items} />);
    expect(screen.getAllByTestId('swiper-slide')).toHaveLength(3);
    expect(screen.getAllByTestId('swiper-clone')).toHaveLength(2);
    expect(screen.getByTestId('swiper-dots').children).toHaveLength(3);
    expect(activeDot()).toBe(0);
    expect(track().style.transform).toBe('translate3d(-100%, 0, 0)');
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeTruthy();
  });

  it('autoplays every 5000 ms with a 500 ms slide', () => {
    renderWithI18n(<Swiper items={items} />);
    advance(4999);
    expect(activeDot()).toBe(0);
    advance(1);
    expect(activeDot()).toBe(1);
    expect(track().style.transform).toBe('translate3d(-200%, 0, 0)');
    expect(track().style.transition).toBe('transform 500ms cubic-bezier(0.25, 0.1, 0.25, 1)');
    advance(5000);
    expect(activeDot()).toBe(2);
  });

  it('loops from the last slide to the first through the clone', () => {
    renderWithI18n(<Swiper items={items} />);
    advance(5000);
    advance(5000);
    expect(activeDot()).toBe(2);
    advance(5000);
    // Slid onto the clone of the first slide...
    expect(activeDot()).toBe(0);
    expect(track().style.transform).toBe('translate3d(-400%, 0, 0)');
    // ...then, once the 500 ms slide is over, jumps to the real first slide without animation.
    advance(500);
    expect(track().style.transform).toBe('translate3d(-100%, 0, 0)');
    expect(track().style.transition).toBe('none');
    advance(4500);
    expect(activeDot()).toBe(1);
  });

  it('follows a swipe and changes slide in both directions', () => {
    renderWithI18n(<Swiper items={items} autoplay={false} />);
    const root = screen.getByRole('region');
    fireEvent.touchStart(root, { touches: [{ clientX: 300, clientY: 50 }] });
    fireEvent.touchMove(root, { touches: [{ clientX: 250, clientY: 52 }] });
    expect(track().style.transform).toBe('translate3d(calc(-100% + -50px), 0, 0)');
    fireEvent.touchMove(root, { touches: [{ clientX: 100, clientY: 55 }] });
    fireEvent.touchEnd(root, { touches: [] });
    expect(activeDot()).toBe(1);
    advance(600);
    fireEvent.touchStart(root, { touches: [{ clientX: 100, clientY: 50 }] });
    fireEvent.touchMove(root, { touches: [{ clientX: 300, clientY: 50 }] });
    fireEvent.touchEnd(root, { touches: [] });
    advance(600);
    expect(activeDot()).toBe(0);
    // Back past the first slide wraps round to the last.
    fireEvent.touchStart(root, { touches: [{ clientX: 100, clientY: 50 }] });
    fireEvent.touchMove(root, { touches: [{ clientX: 300, clientY: 50 }] });
    fireEvent.touchEnd(root, { touches: [] });
    advance(600);
    expect(activeDot()).toBe(2);
    expect(track().style.transform).toBe('translate3d(-300%, 0, 0)');
  });

  it('ignores vertical drags (the page scrolls instead)', () => {
    renderWithI18n(<Swiper items={items} autoplay={false} />);
    const root = screen.getByRole('region');
    fireEvent.touchStart(root, { touches: [{ clientX: 100, clientY: 0 }] });
    fireEvent.touchMove(root, { touches: [{ clientX: 110, clientY: 200 }] });
    fireEvent.touchEnd(root, { touches: [] });
    expect(activeDot()).toBe(0);
    expect(track().style.transform).toBe('translate3d(-100%, 0, 0)');
  });

  it('calls the slide onClick on a tap but not after a swipe', () => {
    const onClick = vi.fn();
    renderWithI18n(<Swiper items={[{ ...items[0]!, onClick }, items[1]!]} autoplay={false} />);
    const button = screen.getByRole('button', { name: 'Drop A' });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    fireEvent.touchStart(button, { touches: [{ clientX: 300, clientY: 50 }] });
    fireEvent.touchMove(button, { touches: [{ clientX: 280, clientY: 50 }] });
    fireEvent.touchEnd(button, { touches: [] });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows a single item without dots, loop or autoplay', () => {
    renderWithI18n(<Swiper items={[items[0]!]} height={200} />);
    expect(screen.queryByTestId('swiper-dots')).toBeNull();
    expect(screen.queryAllByTestId('swiper-clone')).toHaveLength(0);
    expect(screen.getByRole('region').style.height).toBe('200px');
    advance(10000);
    expect(track().style.transform).toBe('translate3d(0%, 0, 0)');
  });

  it('renders nothing without items', () => {
    const { container } = renderWithI18n(<Swiper items={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
