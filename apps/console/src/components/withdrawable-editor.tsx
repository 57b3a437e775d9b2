import { Alert, Tag, Typography } from 'antd';
import { issuesOf } from '../../components/content-helpers';
import { useTexts } from '../../lib/i18n';
import { ConsoleRequestError } from '../../lib/request';
import { growthTexts } from './texts';

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
  const t = useTexts(growthTexts);
  if (withdrawnAt !== null) return <Tag color="red">{t('withdrawn')}</Tag>;
  if (!enabled) return <Tag color="orange">{t('disabled')}</Tag>;
  return <Tag color={STATE_COLOR[state]}>{t(`state_${state}`)}</Tag>;
}

/** A refused save: the server's message, and its problems by path when it gives them. */
export function SaveError({ error }: { error: Error | null }) {
  const t = useTexts(growthTexts);
  if (!error) return null;
  const issues = issuesOf(error);
  const fields = error instanceof ConsoleRequestError ? (error.data as { fields?: unknown } | undefined)?.fields : undefined;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      message={issues.length ? t('refused') : error.message}
      description={
        issues.length ? (
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {issues.map((i) => (
              <li key={i.path + i.message}>
                <Typography.Text code>{i.path}</Typography.Text> {i.message}
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
