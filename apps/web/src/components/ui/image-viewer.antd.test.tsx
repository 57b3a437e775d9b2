import { act, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { openImageViewer } from './image-viewer';

// With the real antd-mobile viewer (React 19): it mounts, shows the image, and goes away on close.
it('shows the real antd-mobile viewer and removes it after closing', { timeout: 15000 }, async () => {
  // jsdom computes no CSS, so antd-mobile's px check always complains: keep that one line quiet.
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('px tester')) warn(...args);
  });
  let handle = { close: () => {} };
  act(() => void (handle = openImageViewer(['/a.png', '/b.png'], 1)));
  const container = await screen.findByTestId('image-viewer', {}, { timeout: 5000 });
  await waitFor(() => expect(container.querySelector('.adm-image-viewer-slide img[src="/b.png"]')).not.toBeNull(), {
    timeout: 5000,
  });
  expect(container.textContent).toContain('2 / 2');
  act(() => handle.close());
  await waitFor(() => expect(screen.queryByTestId('image-viewer')).toBeNull(), { timeout: 5000 });
  vi.restoreAllMocks();
});
