import { Alert, App, Button, Card, Flex, Input, Segmented, Select, Skeleton, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { LocalizedInput } from '../../components/localized-input';
import { PageHeader } from '../../components/page-header';
import { RichTextEditor } from '../../components/rich-text-editor';
import { useTexts } from '../../lib/i18n';
import { useTenantDocuments, useSaveTenantDocuments, type TenantDocuments } from './api';
import { brandTexts } from './texts';

// 'help': the storefront's help page, its FAQ as rich text (a heading per question) and its contact (decision 070).
const KINDS = ['agreement', 'policy', 'realNameAgreement', 'digitalIdentity', 'help'] as const;
const LANGUAGES = [
  { value: 'zh-CN', label: '简体中文' },
  { value: 'zh-TW', label: '繁體中文' },
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
  { value: 'fr', label: 'Français' },
] as const;
type Lang = (typeof LANGUAGES)[number]['value'];
type Doc = TenantDocuments['documents'][number];
type Contact = NonNullable<Doc['contact']>;
const NO_CONTACT: Contact = { phone: '', email: '', hours: {} };

/** The tenant's languages and documents (decision 040): written at once, the HTML sanitized by the server. */
export default function DocumentsPage() {
  const t = useTexts(brandTexts);
  const { message } = App.useApp();
  const query = useTenantDocuments();
  const save = useSaveTenantDocuments();
  const [doc, setDoc] = useState<TenantDocuments | null>(null);
  const [lang, setLang] = useState<Lang>('zh-CN');
  useEffect(() => {
    if (query.data) setDoc(query.data);
  }, [query.data]);

  if (query.isError) return <Alert type="error" showIcon message={query.error.message} />;
  if (!doc) return <Skeleton active />;

  const docOf = (kind: Doc['kind']): Doc => doc.documents.find((d) => d.kind === kind) ?? { kind, title: {}, html: {} };
  const setDocument = (kind: Doc['kind'], patch: Partial<Doc>) =>
    setDoc((d) => {
      if (!d) return d;
      const next = { ...docOf(kind), ...patch };
      const has = d.documents.some((x) => x.kind === kind);
      return { ...d, documents: has ? d.documents.map((x) => (x.kind === kind ? next : x)) : [...d.documents, next] };
    });
  const submit = async () => {
    try {
      // A document without a title in any language is not sent (the server needs one).
      const documents = doc.documents.filter((d) => Object.values(d.title).some((v) => v));
      const saved = await save.mutateAsync({ ...doc, documents });
      setDoc(saved);
      message.success(t('docsSaved'));
    } catch (e) {
      message.error((e as Error).message);
    }
  };

  return (
    <>
      <PageHeader
        title={t('docsTitle')}
        subtitle={t('docsSubtitle')}
        extra={
          <Button type="primary" onClick={() => void submit()} loading={save.isPending}>
            {t('save')}
          </Button>
        }
      />
      <Flex vertical gap={24}>
        <Card title={t('languagesCard')}>
          <Flex gap={24} wrap>
            <Flex vertical gap={6}>
              <label htmlFor="default-language">{t('defaultLanguage')}</label>
              <Select
                id="default-language"
                style={{ width: 200 }}
                value={doc.defaultLanguage}
                options={[...LANGUAGES]}
                onChange={(defaultLanguage) =>
                  setDoc({ ...doc, defaultLanguage, languages: [...new Set([defaultLanguage, ...doc.languages])] })
                }
              />
            </Flex>
            <Flex vertical gap={6} style={{ minWidth: 420 }}>
              <label htmlFor="enabled-languages">{t('enabledLanguages')}</label>
              <Select
                id="enabled-languages"
                mode="multiple"
                value={doc.languages}
                options={LANGUAGES.map((l) => ({ ...l, disabled: l.value === doc.defaultLanguage }))}
                onChange={(languages) => setDoc({ ...doc, languages: [...new Set([doc.defaultLanguage, ...languages])] })}
              />
            </Flex>
          </Flex>
        </Card>
        <Card title={t('documentsCard')}>
          <Tabs
            items={KINDS.map((kind) => {
              const d = docOf(kind);
              return {
                key: kind,
                label: t(`doc_${kind}`),
                children: (
                  <Flex vertical gap={12} style={{ maxWidth: 880 }}>
                    <Typography.Text strong>{t('docTitle')}</Typography.Text>
                    <LocalizedInput value={d.title} onChange={(title) => setDocument(kind, { title })} />
                    <Flex align="center" gap={12}>
                      <Typography.Text strong>{t('docBody')}</Typography.Text>
                      <Segmented
                        aria-label={t('docLanguage')}
                        value={lang}
                        onChange={(v) => setLang(v as Lang)}
                        options={LANGUAGES.slice(0, 3).map((l) => ({ value: l.value, label: l.label }))}
                      />
                    </Flex>
                    {kind === 'help' ? <Typography.Text type="secondary">{t('helpHint')}</Typography.Text> : null}
                    <RichTextEditor
                      key={`${kind}:${lang}`}
                      ariaLabel={`${t(`doc_${kind}`)} (${lang})`}
                      value={d.html[lang] ?? ''}
                      onChange={(html) => setDocument(kind, { html: { ...d.html, [lang]: html } })}
                    />
                    {kind === 'help' ? (
                      <HelpContactFields
                        value={d.contact ?? NO_CONTACT}
                        onChange={(contact) => setDocument('help', { contact })}
                        t={t}
                      />
                    ) : null}
                  </Flex>
                ),
              };
            })}
          />
        </Card>
      </Flex>
    </>
  );
}

/** The help page's contact (decision 070): phone, email and the hours per language; an empty one is not shown. */
function HelpContactFields({
  value,
  onChange,
  t,
}: {
  value: Contact;
  onChange: (c: Contact) => void;
  t: (key: 'helpContact' | 'helpPhone' | 'helpEmail' | 'helpHours' | 'helpContactHint') => string;
}) {
  return (
    <Flex vertical gap={8} data-testid="help-contact-fields">
      <Typography.Text strong>{t('helpContact')}</Typography.Text>
      <Typography.Text type="secondary">{t('helpContactHint')}</Typography.Text>
      <Flex gap={16} wrap>
        <Flex vertical gap={6}>
          <label htmlFor="help-phone">{t('helpPhone')}</label>
          <Input
            id="help-phone"
            style={{ width: 260 }}
            maxLength={30}
            inputMode="tel"
            value={value.phone}
            onChange={(e) => onChange({ ...value, phone: e.target.value })}
          />
        </Flex>
        <Flex vertical gap={6}>
          <label htmlFor="help-email">{t('helpEmail')}</label>
          <Input
            id="help-email"
            style={{ width: 320 }}
            maxLength={100}
            type="email"
            value={value.email}
            onChange={(e) => onChange({ ...value, email: e.target.value })}
          />
        </Flex>
      </Flex>
      <label htmlFor="help-hours">{t('helpHours')}</label>
      <LocalizedInput id="help-hours" value={value.hours} onChange={(hours) => onChange({ ...value, hours })} />
    </Flex>
  );
}
