import { UploadOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Form,
  Input,
  InputNumber,
  Segmented,
  Select,
  Skeleton,
  Switch,
  Tabs,
  theme,
  Typography,
  Upload,
} from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ColorField } from '../../components/color-field';
import { DraftHeader, PreviewLayout, useDraftEditor } from '../../components/draft-editor';
import { PhoneFrame } from '../../components/phone-frame';
import { FREE_RESALE_CEILING_MAX, isFreeResaleCeiling, isWebviewHost, WEBVIEW_HOSTS_MAX } from '@curio/contract/client';
import { useLanguage, useTexts } from '../../lib/i18n';
import { uploadLogo, useBrand, useBrandWrites, type BrandDoc } from './api';
import { MenuEditor } from './menu-editor';
import { MenuMisses } from './menu-misses';
import { DropDefaultsFields, OrderSettingsFields, StorefrontListsFields } from './settings-fields';
import { brandTexts } from './texts';

/** The storefront's preview pages (apps/web, decision 037) and the message they take the unsaved draft by. */
const PREVIEW_PAGES = { theme: '/pages/home/theme', home: '/pages/home/indexView' } as const;
const PREVIEW_MESSAGE = 'curio-brand-preview';

const COLOUR_FIELDS = [
  ['themeColor', 'themeColor'],
  ['globalBackgroundColor', 'background'],
  ['globalTextColor', 'text'],
  ['globalTextSubColor', 'textSub'],
  ['globalCardBackgroundColor', 'card'],
  ['globalMinorBackgroundColor', 'minor'],
  ['globalDividingLineColor', 'divider'],
] as const;

const PRESETS: { name: string; theme: Partial<BrandDoc['theme']> }[] = [
  {
    name: 'Curio',
    theme: {
      themeColor: '#2FB8E6',
      globalBackgroundColor: '#F8F8F8',
      globalTextColor: '#000000',
      globalCardBackgroundColor: '#FFFFFF',
    },
  },
  {
    name: 'Aurora',
    theme: {
      themeColor: '#7A1FA2',
      globalBackgroundColor: '#F7F2FA',
      globalTextColor: '#1A1A1A',
      globalCardBackgroundColor: '#FFFFFF',
    },
  },
  {
    name: 'Night',
    theme: {
      themeColor: '#F5B700',
      globalBackgroundColor: '#121212',
      globalTextColor: '#F5F5F5',
      globalCardBackgroundColor: '#1C1C1E',
    },
  },
];

/** The draft as the preview pages read it (getBrandPreview's shape): menu names in the frame's language. */
function previewOf(doc: BrandDoc, lang: string) {
  return {
    platformName: doc.platformName,
    logoUrl: doc.logoUrl,
    theme: doc.theme,
    menu: doc.menu.map((m, i) => ({
      name: (m.name as Record<string, string | undefined>)[lang] ?? m.name.en ?? Object.values(m.name)[0] ?? '',
      icon: m.icon,
      selectedIcon: m.selectedIcon,
      link: m.link,
      linkType: m.linkType,
      sort: i + 1,
    })),
  };
}

/** The logo: uploaded (an image, sniffed by the server), previewed; the draft holds the stored file's URL. */
function LogoField({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const t = useTexts(brandTexts);
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      onChange(await uploadLogo(file));
      message.success(t('logoUploaded'));
    } catch (e) {
      message.error(t('logoFailed', { msg: (e as Error).message }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex gap={16} align="center">
      {value ? (
        <img
          src={value}
          alt={t('logoUrl')}
          data-testid="brand-logo-preview"
          style={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 12, border: `1px solid ${token.colorBorder}` }}
        />
      ) : (
        <Flex
          align="center"
          justify="center"
          style={{
            width: 64,
            height: 64,
            borderRadius: 12,
            border: `1px dashed ${token.colorTextTertiary}`,
            color: token.colorTextSecondary,
            fontSize: 12,
          }}
        >
          {t('logoNone')}
        </Flex>
      )}
      <Upload
        accept="image/png,image/jpeg,image/gif,image/webp"
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button id="brand-logo" icon={<UploadOutlined />} loading={busy}>
          {value ? t('logoReplace') : t('logoUpload')}
        </Button>
      </Upload>
    </Flex>
  );
}

/** The webview allow-list (decision 048): hosts typed as tags, lowercased; a bad one is shown, and refused by the server. */
function WebviewHostsField({
  hosts,
  onChange,
  texts,
}: {
  hosts: string[];
  onChange: (hosts: string[]) => void;
  texts: { label: string; hint: string; bad: string };
}) {
  const bad = hosts.filter((h) => !isWebviewHost(h));
  return (
    <Form.Item
      label={texts.label}
      htmlFor="set-webview-hosts"
      extra={texts.hint}
      validateStatus={bad.length > 0 ? 'error' : undefined}
      help={bad.length > 0 ? `${texts.bad}: ${bad.join(', ')}` : undefined}
    >
      <Select
        id="set-webview-hosts"
        data-testid="brand-webview-hosts"
        mode="tags"
        open={false}
        tokenSeparators={[',', ' ']}
        value={hosts}
        maxCount={WEBVIEW_HOSTS_MAX}
        onChange={(v: string[]) => onChange([...new Set(v.map((h) => h.trim().toLowerCase()).filter((h) => h !== ''))])}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}

/**
 * The resale ceiling for free collections (decision 061): typed in yuan, kept in fen; 0 makes them unlistable.
 * A value the server would refuse (1 to 99 fen, over the maximum, cleared) is shown, and refused on save (5000132).
 */
function FreeCeilingField({
  fen,
  onChange,
  texts,
}: {
  fen: number;
  onChange: (fen: number) => void;
  texts: { label: string; hint: string; bad: string };
}) {
  const bad = !isFreeResaleCeiling(fen);
  return (
    <Form.Item
      label={texts.label}
      htmlFor="set-free-ceiling"
      extra={texts.hint}
      validateStatus={bad ? 'error' : undefined}
      help={bad ? texts.bad : undefined}
    >
      <InputNumber
        id="set-free-ceiling"
        data-testid="brand-free-ceiling"
        min={0}
        max={FREE_RESALE_CEILING_MAX / 100}
        step={1}
        precision={2}
        prefix="¥"
        value={fen >= 0 ? fen / 100 : null}
        // Cleared: no amount (refused), never a silent 0 that would make free collections unlistable.
        onChange={(v) => onChange(v === null ? -1 : Math.round(v * 100))}
        style={{ width: 200 }}
      />
    </Form.Item>
  );
}

export function BrandEditor({ initialTab }: { initialTab: 'identity' | 'colours' | 'menu' | 'settings' }) {
  const t = useTexts(brandTexts);
  const { language } = useLanguage();
  const brand = useBrand();
  // The editor starts from the draft, or from what is published.
  const editor = useDraftEditor({
    view: brand.data,
    writes: useBrandWrites(),
    texts: { saved: t('saved'), published: t('published'), discarded: t('discarded') },
  });
  const { doc, edit, view } = editor;
  const [page, setPage] = useState<keyof typeof PREVIEW_PAGES>(initialTab === 'menu' ? 'home' : 'theme');
  const frame = useRef<HTMLIFrameElement>(null);

  // The tab bar's selected colour follows the theme colour while the two are the same (a new tenant starts
  // so: its tab bar and the platform's icons take the brand's colour); one chosen apart is kept.
  const setTheme = (patch: Partial<BrandDoc['theme']>) =>
    edit((d) => {
      const linked = d.theme.menuSelectTextColor.toUpperCase() === d.theme.themeColor.toUpperCase();
      const follow =
        patch.themeColor !== undefined && patch.menuSelectTextColor === undefined && linked
          ? { menuSelectTextColor: patch.themeColor }
          : {};
      return { ...d, theme: { ...d.theme, ...patch, ...follow } };
    });
  const setSettings = (patch: Partial<BrandDoc['settings']>) => edit((d) => ({ ...d, settings: { ...d.settings, ...patch } }));

  // Live preview: every change goes to the frame at once (unsaved), and again when the frame says it is ready.
  const post = useCallback(() => {
    if (!doc) return;
    frame.current?.contentWindow?.postMessage({ type: PREVIEW_MESSAGE, brand: previewOf(doc, language) }, window.location.origin);
  }, [doc, language]);
  useEffect(post, [post]);
  useEffect(() => {
    const onReady = (e: MessageEvent) => {
      if (e.origin === window.location.origin && (e.data as { type?: string } | null)?.type === `${PREVIEW_MESSAGE}:ready`)
        post();
    };
    window.addEventListener('message', onReady);
    return () => window.removeEventListener('message', onReady);
  }, [post]);

  const token = view?.previewToken ?? '';
  const src = `/#${PREVIEW_PAGES[page]}?token=${encodeURIComponent(token)}`;

  if (brand.isError) return <Alert type="error" showIcon message={brand.error.message} />;
  if (!doc) return <Skeleton active />;

  return (
    <>
      <DraftHeader title={t('title')} subtitle={t('subtitle')} editor={editor} texts={t} />
      <PreviewLayout
        sticky={false}
        title={t('preview')}
        extra={
          <Segmented
            value={page}
            onChange={(v) => setPage(v as keyof typeof PREVIEW_PAGES)}
            options={[
              { value: 'theme', label: t('previewTheme') },
              { value: 'home', label: t('previewHome') },
            ]}
          />
        }
        preview={<PhoneFrame ref={frame} src={src} title={t('frameTitle')} onLoad={post} />}
      >
        <Card>
          <Tabs
            defaultActiveKey={initialTab}
            items={[
              {
                key: 'identity',
                label: t('tabIdentity'),
                children: (
                  <Form layout="vertical" style={{ maxWidth: 520 }}>
                    <Form.Item label={t('platformName')} htmlFor="brand-name">
                      <Input
                        id="brand-name"
                        value={doc.platformName}
                        maxLength={40}
                        onChange={(e) => edit((d) => ({ ...d, platformName: e.target.value }))}
                      />
                    </Form.Item>
                    <Form.Item label={t('logoUrl')} htmlFor="brand-logo" extra={t('logoHint')}>
                      <LogoField value={doc.logoUrl} onChange={(logoUrl) => edit((d) => ({ ...d, logoUrl }))} />
                    </Form.Item>
                  </Form>
                ),
              },
              {
                key: 'colours',
                label: t('tabColours'),
                children: (
                  <div>
                    <Flex gap={8} align="center" style={{ marginBottom: 16 }}>
                      <Typography.Text type="secondary">{t('presets')}</Typography.Text>
                      {PRESETS.map((p) => (
                        <Button key={p.name} size="small" onClick={() => setTheme(p.theme)}>
                          <span
                            style={{
                              display: 'inline-block',
                              width: 12,
                              height: 12,
                              borderRadius: 6,
                              background: p.theme.themeColor,
                              marginRight: 6,
                            }}
                          />
                          {p.name}
                        </Button>
                      ))}
                    </Flex>
                    {COLOUR_FIELDS.map(([key, label]) => (
                      <ColorField
                        key={key}
                        label={t(label)}
                        value={doc.theme[key]}
                        onChange={(hex) => setTheme({ [key]: hex })}
                        testId={`colour-${key}`}
                      />
                    ))}
                    <Flex align="center" gap={12} style={{ marginTop: 8 }}>
                      <Switch id="brand-gray" checked={doc.theme.grayMode} onChange={(grayMode) => setTheme({ grayMode })} />
                      <label htmlFor="brand-gray">{t('grayMode')}</label>
                    </Flex>
                  </div>
                ),
              },
              {
                key: 'menu',
                label: t('tabMenu'),
                children: (
                  <div>
                    <ColorField
                      label={t('menuText')}
                      value={doc.theme.menuTextColor}
                      onChange={(hex) => setTheme({ menuTextColor: hex })}
                    />
                    <ColorField
                      label={t('menuSelect')}
                      value={doc.theme.menuSelectTextColor}
                      onChange={(hex) => setTheme({ menuSelectTextColor: hex })}
                    />
                    <MenuMisses />
                    <MenuEditor
                      menu={doc.menu}
                      colours={{ text: doc.theme.menuTextColor, selected: doc.theme.menuSelectTextColor }}
                      onChange={(menu) => edit((d) => ({ ...d, menu }))}
                    />
                  </div>
                ),
              },
              {
                key: 'settings',
                label: t('tabSettings'),
                children: (
                  <Form layout="vertical" style={{ maxWidth: 560 }}>
                    <Form.Item label={t('payTimeout')} htmlFor="set-pay">
                      <InputNumber
                        id="set-pay"
                        min={60}
                        max={86400}
                        value={doc.settings.orderPayTimeoutSeconds}
                        onChange={(v) => setSettings({ orderPayTimeoutSeconds: v ?? 300 })}
                        style={{ width: 200 }}
                      />
                    </Form.Item>
                    <Form.Item label={t('platformFee')} htmlFor="set-fee">
                      <InputNumber
                        id="set-fee"
                        min={0}
                        max={50}
                        step={0.5}
                        value={Math.round(doc.settings.platformFeeRate * 1000) / 10}
                        onChange={(v) => setSettings({ platformFeeRate: (v ?? 0) / 100 })}
                        style={{ width: 200 }}
                      />
                    </Form.Item>
                    <FreeCeilingField
                      fen={doc.settings.freeResaleCeiling}
                      onChange={(freeResaleCeiling) => setSettings({ freeResaleCeiling })}
                      texts={{ label: t('freeCeiling'), hint: t('freeCeilingHint'), bad: t('freeCeilingBad') }}
                    />
                    <DropDefaultsFields settings={doc.settings} onChange={setSettings} />
                    <OrderSettingsFields settings={doc.settings} onChange={setSettings} />
                    <StorefrontListsFields settings={doc.settings} onChange={setSettings} />
                    <WebviewHostsField
                      hosts={doc.settings.webviewHosts}
                      onChange={(webviewHosts) => setSettings({ webviewHosts })}
                      texts={{ label: t('webviewHosts'), hint: t('webviewHostsHint'), bad: t('webviewHostsBad') }}
                    />
                  </Form>
                ),
              },
            ]}
          />
        </Card>
      </PreviewLayout>
    </>
  );
}

export default function BrandPage() {
  return <BrandEditor initialTab="colours" />;
}
