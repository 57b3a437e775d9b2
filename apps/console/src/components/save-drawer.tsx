import { Alert, Button, Drawer, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ConsoleRequestError } from '../lib/request';
import { issuesOf } from './content-helpers';

/**
 * What the server refused a save for, above the form: its problems by field (the path without the file's
 * list it stands in, "collections[0]."), or its message with the fields it names (a locked recipe's).
 * Nothing when `error` is null. Every form of the console shows a refused save through this.
 */
export function SaveErrorAlert({ error, refused }: { error: Error | null; refused: string }) {
  if (!error) return null;
  const issues = issuesOf(error);
  const fields = error instanceof ConsoleRequestError ? (error.data as { fields?: unknown } | undefined)?.fields : undefined;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      message={issues.length ? refused : error.message}
      description={
        issues.length ? (
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {issues.map((i) => (
              <li key={i.path + i.message}>
                <Typography.Text code>{i.path.replace(/^\w+\[0\]\.?/, '')}</Typography.Text> {i.message}
              </li>
            ))}
          </ul>
        ) : Array.isArray(fields) ? (
          fields.join(', ')
        ) : undefined
      }
    />
  );
}

/**
 * The drawer every form of the console is edited in: Cancel and Save at the top, then what keeps the
 * entry from being edited (`notice`), then what the server refused the last save for, then the form.
 * `readOnly` leaves only Cancel (a withdrawn entry).
 */
export function SaveDrawer({
  open,
  onClose,
  title,
  width,
  saving,
  onSave,
  error,
  texts,
  readOnly = false,
  notice,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  width: number;
  /** The save is on its way: the Save button spins. */
  saving: boolean;
  onSave: () => void;
  /** The last save's error, null when it went through (or none was tried). */
  error: Error | null;
  texts: { cancel: string; save: string; refused: string };
  /** Nothing to save: no Save button. */
  readOnly?: boolean;
  /** Shown above the error: why some fields (or all) cannot be changed. */
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={width}
      title={title}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{texts.cancel}</Button>
          {readOnly ? null : (
            <Button type="primary" loading={saving} onClick={onSave}>
              {texts.save}
            </Button>
          )}
        </Space>
      }
    >
      {notice}
      <SaveErrorAlert error={error} refused={texts.refused} />
      {children}
    </Drawer>
  );
}
