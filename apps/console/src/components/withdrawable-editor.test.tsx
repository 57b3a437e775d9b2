import { App, Form, Input } from 'antd';
import { act, useEffect, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mount } from '../test/dom';
import { WithdrawableDrawer, useWithdrawableEditor, type WithdrawableEditor } from './withdrawable-editor';

// The drawer of a recipe or an activity on the console's SaveDrawer (jsdom, React's own act): a new one
// saves and closes; a used one says what is locked; a withdrawn one is read-only, without Save or Withdraw.

interface Item {
  id: number;
  name: string;
  uses: number;
  withdrawnAt: number | null;
}
interface Values {
  name: string;
}

let editor: WithdrawableEditor<Item, Values>;
function Harness({
  item,
  submit,
  onWithdraw = () => undefined,
}: {
  item: Item | 'new';
  submit: (v: Values) => Promise<unknown>;
  onWithdraw?: (i: Item) => void;
}) {
  editor = useWithdrawableEditor<Item, Values>({
    save: { reset: () => undefined },
    toForm: (i) => ({ name: i?.name ?? '' }),
    usedOf: (i) => i.uses,
  });
  const { open } = editor;
  useEffect(() => open(item), []);
  return (
    <WithdrawableDrawer
      editor={editor}
      title="Edit recipe"
      save={{ isPending: false, error: null }}
      submit={submit}
      lockedHint="Used 3 times: some fields are fixed"
      onWithdraw={onWithdraw}
      tz="Asia/Shanghai"
    >
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
    </WithdrawableDrawer>
  );
}

function render(node: ReactNode) {
  mount(<App>{node}</App>);
}

async function until(check: () => void) {
  const end = Date.now() + 20_000;
  for (;;) {
    try {
      check();
      return;
    } catch (e) {
      if (Date.now() > end) throw e;
      await act(() => new Promise((r) => setTimeout(r, 20)));
    }
  }
}

const drawerButtons = () => [...document.querySelectorAll('.ant-drawer-extra button')].map((b) => b.textContent?.trim());
const nameInput = () => document.querySelector<HTMLInputElement>('.ant-drawer input')!;
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);

describe('WithdrawableDrawer', () => {
  it('a new one: Cancel and Save, no Withdraw; Save sends the form and closes the drawer', async () => {
    const submit = vi.fn(() => Promise.resolve());
    render(<Harness item="new" submit={submit} />);
    await until(() => expect(drawerButtons()).toEqual(['Cancel', 'Save']));
    expect(button('Withdraw')).toBeUndefined();
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(nameInput(), 'Relic');
      nameInput().dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => button('Save')!.click());
    await until(() => expect(submit).toHaveBeenCalledWith({ name: 'Relic' }));
    await until(() => expect(editor.editing).toBeNull());
  });

  it('a used one says what is locked and can be withdrawn from the drawer', async () => {
    const onWithdraw = vi.fn();
    const item = { id: 4, name: 'Relic', uses: 3, withdrawnAt: null };
    render(<Harness item={item} submit={() => Promise.resolve()} onWithdraw={onWithdraw} />);
    await until(() => expect(nameInput().value).toBe('Relic'));
    expect(editor.locked).toBe(true);
    expect(editor.lockHint).toBe('Fixed once used');
    expect(document.querySelector('.ant-drawer [role="alert"]')?.textContent).toBe('Used 3 times: some fields are fixed');
    act(() => button('Withdraw')!.click());
    expect(onWithdraw).toHaveBeenCalledWith(item);
  });

  it('a withdrawn one is read-only: no Save, no Withdraw, the form disabled, and since when', async () => {
    const item = { id: 5, name: 'Orbit', uses: 0, withdrawnAt: Date.UTC(2026, 10, 29, 2, 0) };
    render(<Harness item={item} submit={() => Promise.resolve()} />);
    await until(() => expect(nameInput().value).toBe('Orbit'));
    expect(drawerButtons()).toEqual(['Cancel']);
    expect(button('Withdraw')).toBeUndefined();
    expect(nameInput().disabled).toBe(true);
    expect(document.querySelector('.ant-drawer [role="alert"]')?.textContent).toBe(
      'Withdrawn 2026-11-29 10:00: it can no longer change.',
    );
  });
});
