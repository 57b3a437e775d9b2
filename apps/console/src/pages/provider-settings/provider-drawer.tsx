import { Alert, Button, Divider, Form, Input, Popconfirm, Select, Typography } from 'antd';
import type { ConfigurableVendor } from '@curio/contract';
import type { Rule } from 'antd/es/form';
import { useMemo, useState, type CSSProperties } from 'react';
import { SaveDrawer } from '../../components/save-drawer';
import { useTexts } from '../../lib/i18n';
import type { ProviderRow } from './api';
import {
  fieldProblem,
  initialValues,
  secretProblem,
  SMS_PURPOSES,
  toSaveBody,
  VENDOR_FORMS,
  type FieldSpec,
  type Problem,
  type ProviderFormValues,
  type SaveBody,
  type SecretSpec,
} from './provider-form';
import { fieldLabel, kindLabel, useSecondaryColour, vendorLabel, type T } from './provider-labels';
import { providerSettingsTexts } from './texts';

// The form of one vendor's own credentials (issue 28). Public fields come prefilled from the list; the
// secret inputs always start empty ("saved — leave empty to keep"), are never prefilled by the browser
// (autoComplete new-password) and are dropped with the form after a save: the drawer is unmounted, and
// the form is reset before that.

const MONO = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 12 };

function problemText(t: T, problem: Exclude<Problem, null>, input: FieldSpec['input'] | 'secret' | 'pemSecret', name: string) {
  if (problem === 'required') return t('required');
  if (input === 'pem' || input === 'pemSecret') return t('invalidPem');
  if (input === 'url') return t('invalidUrl');
  if (name === 'apiV3Key') return t('invalidApiV3Key');
  if (name === 'appSecret') return t('invalidAppSecret');
  if (input === 'secret') return t('invalidSecret');
  return t('invalid');
}

export function ProviderDrawer({
  vendor,
  saved,
  replaces,
  onSave,
  onRemove,
  onClose,
}: {
  vendor: ConfigurableVendor;
  /** The tenant's own saved credentials of this vendor (public fields, which secrets are set), or null. */
  saved: ProviderRow | null;
  /** The tenant's own SMS vendor this save would replace (a tenant has one), or null. */
  replaces: ProviderRow['vendor'] | null;
  onSave: (body: SaveBody) => Promise<void>;
  onRemove: () => Promise<void>;
  onClose: () => void;
}) {
  const t = useTexts(providerSettingsTexts);
  const secondary = useSecondaryColour();
  const spec = VENDOR_FORMS[vendor];
  const [form] = Form.useForm<ProviderFormValues>();
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const secretsSet = useMemo(() => saved?.secretsSet ?? [], [saved]);
  const initial = useMemo(() => initialValues(vendor, saved?.fields ?? null), [vendor, saved]);
  const name = vendorLabel(t, vendor);

  const rule =
    (check: (v: unknown) => Problem, input: FieldSpec['input'] | 'secret' | 'pemSecret', field: string): Rule =>
    () => ({
      validator: (_, v: unknown) => {
        const problem = check(v);
        return problem ? Promise.reject(new Error(problemText(t, problem, input, field))) : Promise.resolve();
      },
    });

  const submit = async (values: ProviderFormValues) => {
    setSaving(true);
    setError(null);
    try {
      await onSave(toSaveBody(vendor, values));
      // The secrets typed leave with the form: nothing of them stays in the page's state.
      form.resetFields();
    } catch (e) {
      setError(e as Error);
    } finally {
      setSaving(false);
    }
  };

  const fieldItem = (f: FieldSpec) => {
    const label = fieldLabel(t, f.name);
    const hint = `h_${f.name}` in providerSettingsTexts.en ? t(`h_${f.name}` as 'h_endpoint') : undefined;
    if (f.input === 'templates')
      return (
        <fieldset key={f.name} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 8, border: 0 }}>{t('templatesHeading')}</legend>
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
            {SMS_PURPOSES.map((p) => (
              <Form.Item
                key={p}
                name={[f.name, p]}
                label={t(`purpose_${p}`)}
                required
                rules={[rule((v) => fieldProblem(vendor, [f.name, p], v), 'text', p)]}
              >
                <Input style={MONO} autoComplete="off" spellCheck={false} />
              </Form.Item>
            ))}
          </div>
        </fieldset>
      );
    const labelNode = f.optional ? `${label} ${t('optional')}` : label;
    const rules = [rule((v) => fieldProblem(vendor, [f.name], v, f.optional), f.input, f.name)];
    return (
      <Form.Item key={f.name} name={f.name} label={labelNode} required={!f.optional} rules={rules} extra={hint}>
        {f.input === 'pem' ? (
          <Input.TextArea rows={5} style={MONO} autoComplete="off" spellCheck={false} />
        ) : f.input === 'paramCount' ? (
          <Select
            allowClear
            placeholder={t('paramCountDefault')}
            options={[
              { value: 1, label: '1' },
              { value: 2, label: '2' },
            ]}
            style={{ width: 200 }}
          />
        ) : (
          <Input
            style={f.input === 'url' ? undefined : MONO}
            autoComplete="off"
            spellCheck={false}
            inputMode={f.input === 'url' ? 'url' : undefined}
          />
        )}
      </Form.Item>
    );
  };

  const secretItem = (s: SecretSpec) => {
    const isSet = secretsSet.includes(s.name);
    const input = s.pem ? 'pemSecret' : 'secret';
    return (
      <Form.Item
        key={s.name}
        name={['secrets', s.name]}
        label={s.optional ? `${fieldLabel(t, s.name, true)} ${t('optional')}` : fieldLabel(t, s.name, true)}
        required={!isSet && !s.optional}
        extra={isSet ? t('secretSavedHint') : s.optional ? t(`hs_${s.name}` as 'hs_appSecret') : t('secretFirstHint')}
        rules={[rule((v) => secretProblem(vendor, s.name, v, isSet, s.optional), input, s.name)]}
      >
        {s.pem ? (
          // A masked block: a password input cannot hold a PEM's lines.
          <Input.TextArea
            rows={5}
            autoComplete="new-password"
            spellCheck={false}
            data-secret="true"
            style={{ ...MONO, WebkitTextSecurity: 'disc' } as CSSProperties}
          />
        ) : (
          <Input.Password autoComplete="new-password" visibilityToggle={false} spellCheck={false} data-secret="true" />
        )}
      </Form.Item>
    );
  };

  return (
    <SaveDrawer
      open
      onClose={onClose}
      title={t('drawerTitle', { kind: kindLabel(t, spec.kind), name })}
      width={640}
      saving={saving}
      onSave={() => form.submit()}
      error={error}
      texts={{ cancel: t('cancel'), save: t('save'), refused: t('refused') }}
    >
      {replaces && replaces !== vendor ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('smsReplaces', { name: vendorLabel(t, replaces) })}
        />
      ) : null}
      <Form<ProviderFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(v) => void submit(v)}
        requiredMark
        autoComplete="off"
      >
        {spec.fields.map(fieldItem)}
        <Divider />
        <Typography.Title level={3} style={{ fontSize: 15, marginTop: 0 }}>
          {t('secretsHeading')}
        </Typography.Title>
        <Typography.Paragraph style={{ color: secondary }}>{t('secretsHint')}</Typography.Paragraph>
        {spec.secrets.map(secretItem)}
      </Form>
      {saved ? (
        <>
          <Divider />
          <Popconfirm
            title={t('removeConfirm', { name })}
            okText={t('removeOk')}
            cancelText={t('cancel')}
            okButtonProps={{ danger: true, loading: removing }}
            onConfirm={async () => {
              setRemoving(true);
              try {
                await onRemove();
              } catch (e) {
                setError(e as Error);
              } finally {
                setRemoving(false);
              }
            }}
          >
            <Button danger>{t('remove')}</Button>
          </Popconfirm>
        </>
      ) : null}
    </SaveDrawer>
  );
}
