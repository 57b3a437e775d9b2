import { CONDUCT_REASON_MAX } from '@curio/contract/client';
import { App } from 'antd';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mount } from '../test/dom';
import { ReasonModal } from './reason-modal';

// The take-down's and the suspension's reason dialog (decision 067): the contract's bounds, the trimmed reason
// sent, and a refusal that keeps the dialog open with what was typed.

function open(submit: (reason: string) => Promise<void>, onClose = vi.fn()) {
  mount(
    <App>
      <ReasonModal
        title="Take down listing 7"
        warning="The item goes back to its seller"
        label="Reason"
        placeholder="Told to the seller"
        okText="Take down"
        cancelText="Cancel"
        pending={false}
        submit={submit}
        onClose={onClose}
      />
    </App>,
  );
  return onClose;
}

const textarea = () => document.querySelector<HTMLTextAreaElement>('.ant-modal textarea')!;
async function type(value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(textarea(), value);
    textarea().dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function ok() {
  const button = [...document.querySelectorAll<HTMLButtonElement>('.ant-modal-footer button')].find(
    (b) => b.textContent?.trim() === 'Take down',
  )!;
  await act(async () => button.click());
}
const fieldError = () => document.querySelector('.ant-form-item-explain-error')?.textContent ?? null;

describe('ReasonModal', () => {
  it('shows the warning and refuses a reason shorter than the contract allows, sending nothing', async () => {
    const submit = vi.fn(async () => undefined);
    open(submit);
    expect(document.querySelector('.ant-modal-title')?.textContent).toBe('Take down listing 7');
    expect(document.querySelector('.ant-alert')?.textContent).toContain('The item goes back to its seller');
    expect(textarea().maxLength).toBe(CONDUCT_REASON_MAX);
    await type(' x ');
    await ok();
    await vi.waitFor(() => expect(fieldError()).not.toBeNull());
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason and closes', async () => {
    const submit = vi.fn(async () => undefined);
    const onClose = open(submit);
    await type('  Misleading description  ');
    await ok();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(submit).toHaveBeenCalledWith('Misleading description');
  });

  it('a refusal is shown and the dialog stays open with what was typed', async () => {
    const onClose = open(async () => {
      throw new Error('A buyer’s unpaid order holds this listing');
    });
    await type('Misleading description');
    await ok();
    await vi.waitFor(() => expect(document.body.textContent).toContain('A buyer’s unpaid order holds this listing'));
    expect(onClose).not.toHaveBeenCalled();
    expect(textarea().value).toBe('Misleading description');
  });
});
