import { Alert, Button, Drawer, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { issuesOf } from './content-helpers';

/**
 * The drawer a content entry is edited in: Cancel and Save at the top, and above the form what the server
 * refused the last save for (the problems by field, or its message).
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
  children: ReactNode;
}) {
  const issues = issuesOf(error);
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
          <Button type="primary" loading={saving} onClick={onSave}>
            {texts.save}
          </Button>
        </Space>
      }
    >
      {error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={issues.length ? texts.refused : error.message}
          description={
            issues.length ? (
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {issues.map((i) => (
                  // The path without the file's list it stands in ("collections[0].").
                  <li key={i.path + i.message}>
                    <Typography.Text code>{i.path.replace(/^\w+\[0\]\.?/, '')}</Typography.Text> {i.message}
                  </li>
                ))}
              </ul>
            ) : undefined
          }
        />
      ) : null}
      {children}
    </Drawer>
  );
}
