import { Alert, App, Button, Flex, Form, Input, Progress, Space, Tag, Typography, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTexts } from '../lib/i18n';
import { SaveDrawer } from './save-drawer';
import { withdrawableTexts } from './withdrawable-texts';
import { zonedLabel } from './zoned-time';

// The editor of a withdrawable offer: a synthesis recipe (pages/synthesis) or an activity (pages/activity).
// Each has a window, locks its rules once used and can be withdrawn; its area keeps the form's fields.

const STATE_COLOR = { open: 'green', upcoming: 'blue', ended: 'default' } as const;

/** The state of a recipe or an activity: withdrawn first, then off, then its window's state. */
export function StateTag({
  state,
  withdrawnAt,
  enabled = true,
}: {
  state: 'open' | 'upcoming' | 'ended';
  withdrawnAt: number | null;
  enabled?: boolean;
}) {
  const t = useTexts(withdrawableTexts);
  if (withdrawnAt !== null) return <Tag color="red">{t('withdrawn')}</Tag>;
  if (!enabled) return <Tag color="orange">{t('disabled')}</Tag>;
  return <Tag color={STATE_COLOR[state]}>{t(`state_${state}`)}</Tag>;
}

/** A recipe or an activity as its editor needs it: withdrawn or not. */
interface Withdrawable {
  withdrawnAt: number | null;
}

/** The edit of a recipe or an activity: which one is open ('new' for a new one), its form, and what locks it. */
export interface WithdrawableEditor<T extends Withdrawable, V> {
  form: FormInstance<V>;
  editing: T | 'new' | null;
  /** The saved one being edited (null for a new one). */
  current: T | null;
  /** How often it was used (syntheses, casts): the server then refuses changing its rules. */
  used: number;
  locked: boolean;
  /** Withdrawn: nothing can change. */
  closed: boolean;
  /** The line under a field that cannot change once used. */
  lockHint: string | undefined;
  open: (item: T | 'new') => void;
  close: () => void;
}

/** Opens the form of a recipe or an activity filled from it (`toForm`), after clearing the last save's error. */
export function useWithdrawableEditor<T extends Withdrawable, V>({
  save,
  toForm,
  usedOf,
}: {
  save: { reset: () => void };
  toForm: (item: T | null) => V;
  usedOf: (item: T) => number;
}): WithdrawableEditor<T, V> {
  const t = useTexts(withdrawableTexts);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [form] = Form.useForm<V>();
  const current = editing && editing !== 'new' ? editing : null;
  const used = current ? usedOf(current) : 0;
  const locked = used > 0;
  return {
    form,
    editing,
    current,
    used,
    locked,
    closed: current?.withdrawnAt != null,
    lockHint: locked ? t('lockedField') : undefined,
    open: (item) => {
      save.reset();
      form.resetFields();
      form.setFieldsValue(toForm(item === 'new' ? null : item) as Parameters<FormInstance<V>['setFieldsValue']>[0]);
      setEditing(item);
    },
    close: () => setEditing(null),
  };
}

/**
 * The drawer of a recipe or an activity: why it is locked (withdrawn, or used `{n}` times: `lockedHint`),
 * what the server refused, the form (`children`, disabled once withdrawn) and Withdraw at the bottom.
 */
export function WithdrawableDrawer<T extends Withdrawable, V>({
  editor,
  title,
  save,
  submit,
  lockedHint,
  onWithdraw,
  tz,
  children,
}: {
  editor: WithdrawableEditor<T, V>;
  title: string;
  save: { isPending: boolean; error: Error | null };
  /** Sends the form; the drawer closes when it went through. */
  submit: (values: V) => Promise<unknown>;
  lockedHint: string;
  onWithdraw: (item: T) => void;
  tz: string;
  children: ReactNode;
}) {
  const t = useTexts(withdrawableTexts);
  const { message } = App.useApp();
  const { form, current, closed, locked } = editor;
  const finish = async (values: V) => {
    try {
      await submit(values);
      void message.success(t('saved'));
      editor.close();
    } catch {
      // Shown in the drawer.
    }
  };
  return (
    <SaveDrawer
      open={editor.editing !== null}
      onClose={editor.close}
      width={760}
      title={title}
      saving={save.isPending}
      onSave={() => form.submit()}
      error={save.error}
      readOnly={closed}
      texts={{ cancel: t('cancel'), save: t('save'), refused: t('refused') }}
      notice={
        closed ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('withdrawnHint', { at: zonedLabel(current!.withdrawnAt, tz) })}
          />
        ) : locked ? (
          <Alert type="info" showIcon style={{ marginBottom: 16 }} message={lockedHint} />
        ) : null
      }
    >
      <Form form={form} layout="vertical" onFinish={(v) => void finish(v)} disabled={closed} requiredMark>
        {children}
      </Form>
      {current && !closed ? (
        <Button danger onClick={() => onWithdraw(current)}>
          {t('withdraw')}
        </Button>
      ) : null}
    </SaveDrawer>
  );
}

/** A row's Edit and (until withdrawn) Withdraw buttons, named for screen readers by the row's `name`. */
export function RowActions({
  name,
  withdrawn,
  onEdit,
  onWithdraw,
}: {
  name: string;
  withdrawn: boolean;
  onEdit: () => void;
  onWithdraw: () => void;
}) {
  const t = useTexts(withdrawableTexts);
  return (
    <Space>
      <Button size="small" onClick={onEdit} aria-label={`${t('edit')} ${name}`}>
        {t('edit')}
      </Button>
      {withdrawn ? null : (
        <Button size="small" danger onClick={onWithdraw} aria-label={`${t('withdraw')} ${name}`}>
          {t('withdraw')}
        </Button>
      )}
    </Space>
  );
}

/** The window's two fields (`startsAt`, `endsAt`), on the tenant's wall clock `tz`. */
export function WindowFields({ tz }: { tz: string }) {
  const t = useTexts(withdrawableTexts);
  return (
    <Flex gap={16} wrap>
      <Form.Item name="startsAt" label={t('fStart', { tz })} rules={[{ required: true }]}>
        <Input type="datetime-local" style={{ width: 240 }} />
      </Form.Item>
      <Form.Item name="endsAt" label={t('fEnd', { tz })} rules={[{ required: true }]}>
        <Input type="datetime-local" style={{ width: 240 }} />
      </Form.Item>
    </Flex>
  );
}

/** A list's window cell: start → end, in the tenant's time zone. */
export const windowLabel = (startsAt: number, endsAt: number, tz: string) =>
  `${zonedLabel(startsAt, tz)} → ${zonedLabel(endsAt, tz)}`;

/** A list's count cell: the count as text over a bar of `part` in `whole` (the text names the bar). */
export function CountBar({ text, part, whole }: { text: string; part: number; whole: number }) {
  return (
    <Flex vertical>
      <Typography.Text>{text}</Typography.Text>
      <Progress percent={whole ? Math.round((part / whole) * 100) : 0} size="small" showInfo={false} aria-label={text} />
    </Flex>
  );
}
