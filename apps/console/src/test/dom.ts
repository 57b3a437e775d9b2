// jsdom as antd needs it, and one React root per test (React's own act): imported by the console's rendered
// unit tests instead of each writing its own.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll } from 'vitest';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  // jsdom lacks matchMedia, which antd's responsive parts read,
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  // ... and ResizeObserver, which antd's tables, textareas and popovers observe with.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** Renders `node` into a fresh root on the page (unmounted after the test). */
export function mount(node: ReactNode): void {
  const host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  act(() => root!.render(node));
}

/** Renders `node` again into the test's root (new props, same components). */
export function remount(node: ReactNode): void {
  act(() => root!.render(node));
}
