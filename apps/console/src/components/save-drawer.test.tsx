import { App } from 'antd';
import { act, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mount, remount } from '../test/dom';
import { ConsoleRequestError } from '../lib/request';
import { SaveDrawer, SaveErrorAlert } from './save-drawer';

// The one drawer every console form is edited in (jsdom, React's own act): Cancel and Save, what locks the
// entry, and what the server refused the last save for (the catalogue's problems by path, or the message).

function render(node: ReactNode) {
  mount(<App>{node}</App>);
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
    remount(<App>{drawer({ error: new ConsoleRequestError('Locked', 5000200, 400, { fields: ['mode', 'pledgeHours'] }) })}</App>);
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
