import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { act, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mount } from '../test/dom';
import { format } from '../lib/i18n';
import { DraftHeader, useDraftEditor, type DraftTexts } from './draft-editor';

// The draft editor of the brand, the home decoration and a creator space (jsdom, React's own act), over a
// fake server of one draft: where the draft stands, Save draft, Discard and Publish asking first, and the
// document following the server's answers.

interface Doc {
  name: string;
}
interface View {
  published: Doc;
  draft: Doc | null;
  draftUpdatedAt: number | null;
}

const SAVED_AT = Date.UTC(2026, 10, 29, 8, 30);

/** A server keeping one draft, as the brand's calls do: each write answers the view as it is afterwards. */
function fakeServer(initial: View) {
  let view = initial;
  const calls: string[] = [];
  return {
    view: () => view,
    calls,
    save: vi.fn(async (doc: Doc) => {
      calls.push(`save ${doc.name}`);
      return (view = { ...view, draft: doc, draftUpdatedAt: SAVED_AT });
    }),
    publish: vi.fn(async () => {
      calls.push('publish');
      return (view = { published: view.draft!, draft: null, draftUpdatedAt: null });
    }),
    discard: vi.fn(async () => {
      calls.push('discard');
      return (view = { ...view, draft: null, draftUpdatedAt: null });
    }),
  };
}

const TEXTS: Record<Parameters<DraftTexts>[0], string> = {
  unsaved: 'Unsaved changes',
  draftState: 'Unpublished draft saved {time}',
  noDraft: 'No draft: showing what is published',
  discard: 'Discard draft',
  discardConfirm: 'Drop the draft and go back to what is published?',
  saveDraft: 'Save draft',
  publish: 'Publish',
  publishConfirm: 'Publish the draft?',
};
const texts: DraftTexts = (key, vars) => format(TEXTS[key], vars);

function Editor({ server, onSaved }: { server: ReturnType<typeof fakeServer>; onSaved?: () => void }) {
  const [view, setView] = useState<View>(server.view());
  const editor = useDraftEditor({
    view,
    writes: {
      save: useMutation({ mutationFn: server.save, onSuccess: setView }),
      publish: useMutation({ mutationFn: () => server.publish(), onSuccess: setView }),
      discard: useMutation({ mutationFn: () => server.discard(), onSuccess: setView }),
    },
    texts: { saved: 'Draft saved', published: 'Published', discarded: 'Draft discarded' },
    prepare: (doc) => ({ name: doc.name.trim() }),
    onSaved,
  });
  return (
    <>
      <DraftHeader title="Brand" editor={editor} texts={texts} />
      <input
        aria-label="Name"
        value={editor.doc?.name ?? ''}
        onChange={(e) => editor.edit((d) => ({ ...d, name: e.target.value }))}
      />
    </>
  );
}

function render(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  mount(
    <QueryClientProvider client={client}>
      <App>{node}</App>
    </QueryClientProvider>,
  );
}

/** Waits (on React's act) until `check` holds; fails with its last error after 20 s (a busy machine is slow, never wrong). */
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

const button = (name: string) => {
  const b = [...document.querySelectorAll('button')].find((x) => x.textContent?.trim() === name);
  if (!b) throw new Error(`no button ${name}`);
  return b;
};
const state = () => document.querySelector('.ant-tag')?.textContent;
const nameInput = () => document.querySelector<HTMLInputElement>('input[aria-label="Name"]')!;
function type(value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(nameInput(), value);
    nameInput().dispatchEvent(new Event('input', { bubbles: true }));
  });
}
/** The open confirmation's text and its OK button. */
const confirmation = () => document.querySelector('.ant-popconfirm:not(.ant-popover-hidden)');
const confirmOk = () => confirmation()!.querySelector<HTMLButtonElement>('.ant-btn-primary')!;

describe('DraftHeader and useDraftEditor', () => {
  it('without a draft: shows what is published, and nothing to discard, save or publish', () => {
    render(<Editor server={fakeServer({ published: { name: 'Curio' }, draft: null, draftUpdatedAt: null })} />);
    expect(document.querySelector('h1')?.textContent).toBe('Brand');
    expect(state()).toBe('No draft: showing what is published');
    expect(nameInput().value).toBe('Curio');
    expect(button('Discard draft').disabled).toBe(true);
    expect(button('Save draft').disabled).toBe(true);
    expect(button('Publish').disabled).toBe(true);
  });

  it('an edit is unsaved until Save draft, which sends it prepared and says when the draft was saved', async () => {
    const server = fakeServer({ published: { name: 'Curio' }, draft: null, draftUpdatedAt: null });
    const onSaved = vi.fn();
    render(<Editor server={server} onSaved={onSaved} />);
    type('Aurora  ');
    expect(state()).toBe('Unsaved changes');
    expect(button('Save draft').disabled).toBe(false);
    expect(button('Publish').disabled).toBe(false);
    act(() => button('Save draft').click());
    await until(() => expect(state()).toBe(`Unpublished draft saved ${new Date(SAVED_AT).toLocaleString('en')}`));
    expect(server.save).toHaveBeenCalledWith({ name: 'Aurora' }, expect.anything());
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(document.body.textContent).toContain('Draft saved');
    expect(button('Save draft').disabled).toBe(true);
    expect(button('Discard draft').disabled).toBe(false);
  });

  it('Discard asks first; confirmed, it drops the draft and shows what is published again', async () => {
    const server = fakeServer({ published: { name: 'Curio' }, draft: { name: 'Aurora' }, draftUpdatedAt: SAVED_AT });
    render(<Editor server={server} />);
    expect(nameInput().value).toBe('Aurora');
    act(() => button('Discard draft').click());
    await until(() => expect(confirmation()?.textContent).toContain('Drop the draft and go back to what is published?'));
    expect(server.discard).not.toHaveBeenCalled();
    act(() => confirmOk().click());
    await until(() => expect(state()).toBe('No draft: showing what is published'));
    expect(server.calls).toEqual(['discard']);
    expect(nameInput().value).toBe('Curio');
    expect(document.body.textContent).toContain('Draft discarded');
  });

  it('Publish asks first; with unsaved changes it saves them, then publishes', async () => {
    const server = fakeServer({ published: { name: 'Curio' }, draft: null, draftUpdatedAt: null });
    render(<Editor server={server} />);
    type('Night');
    act(() => button('Publish').click());
    await until(() => expect(confirmation()?.textContent).toContain('Publish the draft?'));
    expect(server.calls).toEqual([]);
    act(() => confirmOk().click());
    await until(() => expect(server.calls).toEqual(['save Night', 'publish']));
    await until(() => expect(state()).toBe('No draft: showing what is published'));
    expect(nameInput().value).toBe('Night');
    expect(document.body.textContent).toContain('Published');
  });

  it("a refused write shows the server's message and keeps the changes", async () => {
    const server = fakeServer({ published: { name: 'Curio' }, draft: null, draftUpdatedAt: null });
    server.save.mockRejectedValueOnce(new Error('Name too long'));
    render(<Editor server={server} />);
    type('A very long name');
    act(() => button('Save draft').click());
    await until(() => expect(document.body.textContent).toContain('Name too long'));
    expect(state()).toBe('Unsaved changes');
    expect(nameInput().value).toBe('A very long name');
  });
});
