import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openImageViewer, ZoomableImage } from './image-viewer';
import { renderWithI18n } from './test-i18n';

interface ViewerProps {
  images: string[];
  defaultIndex: number;
  maxZoom: number;
  visible: boolean;
  onClose: () => void;
  afterClose: () => void;
}

// Stand in for antd-mobile's viewer to see exactly what it is given.
const seen = vi.hoisted(() => ({ props: [] as ViewerProps[] }));
vi.mock('antd-mobile/es/components/image-viewer', () => {
  function Multi(props: ViewerProps) {
    seen.props.push(props);
    if (!props.visible) {
      setTimeout(props.afterClose);
      return null;
    }
    return (
      <div role="dialog">
        {props.images.map((src) => (
          <img key={src} src={src} alt="" />
        ))}
        <button type="button" onClick={props.onClose}>
          close
        </button>
      </div>
    );
  }
  return { default: { Multi } };
});

const lastProps = () => seen.props[seen.props.length - 1]!;

// A test that failed leaves its viewer open: the next one starts without it.
afterEach(() => {
  for (const el of document.querySelectorAll('[data-testid="image-viewer"]')) el.remove();
});

describe('openImageViewer', () => {
  it('opens the gallery at the index with zoom up to 4, and cleans up after closing', async () => {
    act(() => void openImageViewer(['/a.png', '/b.png', '/c.png'], 1));
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(lastProps()).toMatchObject({ images: ['/a.png', '/b.png', '/c.png'], defaultIndex: 1, maxZoom: 4, visible: true });
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(lastProps().visible).toBe(false);
    await waitFor(() => expect(screen.queryByTestId('image-viewer')).toBeNull(), { timeout: 5000 });
  });

  it('closes through its handle and on back navigation', async () => {
    let handle = { close: () => {} };
    act(() => void (handle = openImageViewer(['/a.png'])));
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    act(() => handle.close());
    await waitFor(() => expect(screen.queryByTestId('image-viewer')).toBeNull(), { timeout: 5000 });

    act(() => void openImageViewer(['/b.png']));
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    await waitFor(() => expect(screen.queryByTestId('image-viewer')).toBeNull(), { timeout: 5000 });
  });

  it('honours a close that comes before the viewer has loaded', async () => {
    const before = seen.props.length;
    act(() => openImageViewer(['/a.png']).close());
    await waitFor(() => expect(screen.queryByTestId('image-viewer')).toBeNull(), { timeout: 5000 });
    expect(seen.props.length).toBe(before);
  });

  it('honours a back navigation that comes before the viewer has loaded', async () => {
    const before = seen.props.length;
    act(() => {
      openImageViewer(['/a.png']);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(screen.queryByTestId('image-viewer')).toBeNull(), { timeout: 5000 });
    expect(seen.props.length).toBe(before);
  });

  it('clamps the index and ignores an empty list', async () => {
    act(() => void openImageViewer([], 0));
    expect(screen.queryByTestId('image-viewer')).toBeNull();
    act(() => void openImageViewer(['/a.png', '/b.png'], 9));
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(lastProps().defaultIndex).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    await waitFor(() => expect(screen.queryByTestId('image-viewer')).toBeNull(), { timeout: 5000 });
  });
});

describe('<ZoomableImage>', () => {
  it('opens the viewer on its own image when tapped', async () => {
    renderWithI18n(<ZoomableImage src="/cover.png" alt="Cover" width={100} />);
    const img = screen.getByRole('img', { name: 'Cover' });
    expect(img.getAttribute('width')).toBe('100');
    fireEvent.click(screen.getByRole('button', { name: 'Cover' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(dialog.querySelector('img')!.getAttribute('src')).toBe('/cover.png');
    expect(lastProps()).toMatchObject({ images: ['/cover.png'], defaultIndex: 0, maxZoom: 4 });
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    await waitFor(() => expect(screen.queryByTestId('image-viewer')).toBeNull(), { timeout: 5000 });
  });

  it('opens a gallery at its place in it', async () => {
    renderWithI18n(<ZoomableImage src="/2.png" alt="Second" images={['/1.png', '/2.png', '/3.png']} index={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Second' }));
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(lastProps()).toMatchObject({ images: ['/1.png', '/2.png', '/3.png'], defaultIndex: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    await waitFor(() => expect(screen.queryByTestId('image-viewer')).toBeNull(), { timeout: 5000 });
  });
});
