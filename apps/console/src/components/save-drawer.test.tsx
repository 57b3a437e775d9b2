import { App } from 'antd';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConsoleRequestError } from '../lib/request';
import { SaveDrawer, SaveErrorAlert } from './save-drawer';

// The one drawer every console form is edited in (jsdom, React's own act): Cancel and Save, what locks the
// entry, and what the server refused the last save for (the catalogue's problems by path, or the message).

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  // jsdom lacks matchMedia, which antd's responsive parts read.
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
});

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function render(node: ReactNode) {
  const host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  act(() => root!.render(<App>{node}</App>));
}

const texts = { cancel: 'Cancel', save: 'Save', refused: 'Not saved: correct these problems' };
const buttons = () => [...document.querySelectorAll('.ant-drawer-extra button')].map((b) => b.textContent?.trim());
const alerts = () => [...document.querySelectorAll('[role="alert"]')];

function drawer(props: Partial<Parameters<typeof SaveDrawer>[0]> = {}) {
  return (
    <SaveDrawer
      open
      onClose={() => undefined}
      title="Edit collection"
      width={640}
      saving={false}
      onSave={() => undefined}
      error={null}
      texts={texts}
      {...props}
    >
      <p data-testid="form">the form</p>
    </SaveDrawer>
  );
}

describe('SaveDrawer', () => {
  it('shows Cancel and Save, each calling back, and no error before a save was refused', () => {
    const onSave = vi.fn();
    const onClose = vi.fn();
    render(drawer({ onSave, onClose }));
    expect(document.querySelector('.ant-drawer-title')?.textContent).toBe('Edit collection');
    expect(buttons()).toEqual(['Cancel', 'Save']);
    expect(alerts()).toHaveLength(0);
    expect(document.querySelector('[data-testid="form"]')).not.toBeNull();
    const [cancel, save] = document.querySelectorAll<HTMLButtonElement>('.ant-drawer-extra button');
    act(() => save!.click());
    act(() => cancel!.click());
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows the catalogue's refusal by field, the path without the file's list, above the form", () => {
    const error = new ConsoleRequestError('refused', 5000010, 400, {
      issues: [
        { path: 'collections[0].price', message: 'must be at least 0' },
        { path: 'fragments.0.count', message: 'too small' },
      ],
    });
    render(drawer({ error }));
    const [alert] = alerts();
    expect(alert?.textContent).toContain('Not saved: correct these problems');
    const items = [...alert!.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual(['price must be at least 0', 'fragments.0.count too small']);
    // The error stands before the form.
    const form = document.querySelector('[data-testid="form"]')!;
    expect(alert!.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows the server's message alone, or with the fields it names (a used recipe's locked fields)", () => {
    render(drawer({ error: new Error('The server is unreachable') }));
    expect(alerts()[0]?.textContent).toBe('The server is unreachable');
    act(() =>
      root!.render(
        <App>{drawer({ error: new ConsoleRequestError('Locked', 5000200, 400, { fields: ['mode', 'pledgeHours'] }) })}</App>,
      ),
    );
    expect(alerts()[0]?.textContent).toContain('Locked');
    expect(alerts()[0]?.textContent).toContain('mode, pledgeHours');
  });

  it('read-only: Cancel only; the notice stands above the error', () => {
    render(drawer({ readOnly: true, notice: <div data-testid="notice">Withdrawn</div>, error: new Error('Nope') }));
    expect(buttons()).toEqual(['Cancel']);
    const notice = document.querySelector('[data-testid="notice"]')!;
    expect(notice.compareDocumentPosition(alerts()[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('SaveErrorAlert', () => {
  it('shows nothing without an error', () => {
    render(<SaveErrorAlert error={null} refused={texts.refused} />);
    expect(alerts()).toHaveLength(0);
  });
});
