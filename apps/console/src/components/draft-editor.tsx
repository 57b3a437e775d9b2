import type { UseMutationResult } from '@tanstack/react-query';
import { App, Button, Card, Col, Popconfirm, Row, Space, Tag } from 'antd';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLanguage } from '../lib/i18n';
import { PageHeader } from './page-header';

// The draft editors of the console (decision 037): the brand, the home decoration and a creator space are
// edited as a draft on the server (saved, discarded, published), beside a phone frame previewing it. The
// albums share the frame and the reported actions.

/** What a draft kind's console read answers (consoleGetBrand, consoleGetHomeDecoration, …). */
export interface DraftView<D> {
  /** What the storefront shows now (a creator space may have none yet). */
  published: D | null;
  draft: D | null;
  draftUpdatedAt: number | null;
}

/** A draft kind's three writes; each answers the kind's view as it is afterwards. */
export interface DraftWrites<D, V> {
  save: UseMutationResult<V, Error, D>;
  publish: UseMutationResult<V, Error, void>;
  discard: UseMutationResult<V, Error, void>;
}

/** The texts of the draft's header and messages (an area's `t`: the wording differs by kind). */
export type DraftTexts = (
  key: 'unsaved' | 'draftState' | 'noDraft' | 'discard' | 'discardConfirm' | 'saveDraft' | 'publish' | 'publishConfirm',
  vars?: Record<string, string | number>,
) => string;

/**
 * Runs an action and says how it went: `done` as a success message, or the error's message. The console's
 * buttons that write (save, publish, delete) report through it.
 */
export function useReportedAction(): (action: () => Promise<unknown>, done: string) => Promise<void> {
  const { message } = App.useApp();
  return useCallback(
    async (action, done) => {
      try {
        await action();
        void message.success(done);
      } catch (e) {
        void message.error((e as Error).message);
      }
    },
    [message],
  );
}

export interface DraftEditor<D, V extends DraftView<D>> {
  /** The document edited: the draft, else what is published; null until read (or after `reset`). */
  doc: D | null;
  /** Changed since the last save. */
  dirty: boolean;
  view: V | undefined;
  writes: DraftWrites<D, V>;
  /** Changes the document (unsaved until `save`). */
  edit: (change: (doc: D) => D) => void;
  /** Forgets the document and its changes: it is read again from the next view (another creator). */
  reset: () => void;
  save: () => Promise<void>;
  /** Saves unsaved changes first (or the published document when there is no draft), then publishes. */
  publish: () => Promise<void>;
  discard: () => Promise<void>;
}

/**
 * The state of a draft editor over a kind's view and writes: the document starts from the draft (or what is
 * published) and follows the view until edited. `prepare` cleans the document before it is sent;
 * `onSaved` runs after a save (the preview frame reads the draft again).
 */
export function useDraftEditor<D, V extends DraftView<D>>({
  view,
  writes,
  texts,
  prepare = (doc) => doc,
  onSaved,
}: {
  view: V | undefined;
  writes: DraftWrites<D, V>;
  texts: { saved: string; published: string; discarded: string };
  prepare?: (doc: D) => D;
  onSaved?: () => void;
}): DraftEditor<D, V> {
  const run = useReportedAction();
  const [doc, setDoc] = useState<D | null>(null);
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    if (view && !dirty) setDoc(view.draft ?? view.published);
  }, [view, dirty]);

  const edit = useCallback((change: (doc: D) => D) => {
    setDoc((d) => (d ? change(d) : d));
    setDirty(true);
  }, []);
  const reset = useCallback(() => {
    setDirty(false);
    setDoc(null);
  }, []);
  const save = () =>
    run(async () => {
      if (!doc) return;
      await writes.save.mutateAsync(prepare(doc));
      setDirty(false);
      onSaved?.();
    }, texts.saved);
  const publish = () =>
    run(async () => {
      if (!doc) return;
      if (dirty || !view?.draft) await writes.save.mutateAsync(prepare(doc));
      await writes.publish.mutateAsync();
      setDirty(false);
    }, texts.published);
  const discard = () =>
    run(async () => {
      const v = await writes.discard.mutateAsync();
      setDoc(v.published);
      setDirty(false);
    }, texts.discarded);
  return { doc, dirty, view, writes, edit, reset, save, publish, discard };
}

/** Where the draft stands: unsaved changes, a saved draft (when), or none (the published document shown). */
function DraftState({ dirty, view, texts }: { dirty: boolean; view: DraftView<unknown> | undefined; texts: DraftTexts }) {
  const { language } = useLanguage();
  if (dirty) return <Tag color="orange">{texts('unsaved')}</Tag>;
  if (view?.draft && view.draftUpdatedAt)
    return <Tag color="blue">{texts('draftState', { time: new Date(view.draftUpdatedAt).toLocaleString(language) })}</Tag>;
  return <Tag>{texts('noDraft')}</Tag>;
}

/**
 * A draft editor's page header: the title, where the draft stands, Discard (asks first; only with a draft),
 * Save draft (only with changes) and Publish (asks first; with changes or a draft).
 */
export function DraftHeader<D, V extends DraftView<D>>({
  title,
  subtitle,
  editor,
  texts,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  editor: DraftEditor<D, V>;
  texts: DraftTexts;
}) {
  const { view, dirty, writes } = editor;
  const hasDraft = !!view?.draft;
  return (
    <PageHeader
      title={title}
      subtitle={subtitle}
      extra={
        <Space>
          <DraftState dirty={dirty} view={view} texts={texts} />
          <Popconfirm title={texts('discardConfirm')} onConfirm={() => void editor.discard()} disabled={!hasDraft}>
            <Button disabled={!hasDraft} loading={writes.discard.isPending}>
              {texts('discard')}
            </Button>
          </Popconfirm>
          <Button onClick={() => void editor.save()} loading={writes.save.isPending} disabled={!dirty}>
            {texts('saveDraft')}
          </Button>
          <Popconfirm title={texts('publishConfirm')} onConfirm={() => void editor.publish()} disabled={!dirty && !hasDraft}>
            <Button type="primary" loading={writes.publish.isPending} disabled={!dirty && !hasDraft}>
              {texts('publish')}
            </Button>
          </Popconfirm>
        </Space>
      }
    />
  );
}

/**
 * The phone frame's storefront page told to read its draft again (`message`: the preview page's refresh
 * message), without reloading it. `ref` goes on the PhoneFrame.
 */
export function usePreviewRefresh(message: string) {
  const ref = useRef<HTMLIFrameElement>(null);
  const refresh = useCallback(
    () => ref.current?.contentWindow?.postMessage({ type: message }, window.location.origin),
    [message],
  );
  return { ref, refresh };
}

/**
 * An editor beside its preview: the editor (`children`) takes the width, the preview card (`title`,
 * `extra`, the phone frame as `preview`) its own; `sticky` keeps the preview in view while the editor
 * scrolls.
 */
export function PreviewLayout({
  children,
  preview,
  title,
  extra,
  sticky = true,
}: {
  children: ReactNode;
  preview: ReactNode;
  title: ReactNode;
  extra?: ReactNode;
  sticky?: boolean;
}) {
  return (
    <Row gutter={24} wrap={false}>
      <Col flex="auto" style={{ minWidth: 0 }}>
        {children}
      </Col>
      <Col flex="none" style={sticky ? { position: 'sticky', top: 16, alignSelf: 'flex-start' } : undefined}>
        <Card title={title} extra={extra}>
          {preview}
        </Card>
      </Col>
    </Row>
  );
}
