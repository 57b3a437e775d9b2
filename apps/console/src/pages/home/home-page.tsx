import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Input, InputNumber, Select, Skeleton, Switch, Tabs, Typography } from 'antd';
import { DraftHeader, PreviewLayout, useDraftEditor, usePreviewRefresh } from '../../components/draft-editor';
import { LocalizedInput } from '../../components/localized-input';
import { MediaField } from '../../components/media-field';
import { PhoneFrame } from '../../components/phone-frame';
import { useLanguage, useTexts } from '../../lib/i18n';
import {
  useHomeDecoration,
  useHomeWrites,
  useNoticeOptions,
  type HomeBanner,
  type HomeDoc,
  type HomeSection,
  type HomeTicker,
} from './api';
import { SortableList } from './sortable-list';
import { homeTexts } from './texts';

/** The storefront's home preview page (apps/web, decisions 037 and 040) and the message that it re-reads the draft by. */
const PREVIEW_PAGE = '/pages/home/indexView';
const REFRESH_MESSAGE = 'curio-home-preview:refresh';
const KINDS = ['recommended', 'upcoming', 'onSale', 'picked', 'blindBoxes', 'series', 'creators'] as const;

const newKey = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
/** Words left empty are dropped before saving. */
const clean = (doc: HomeDoc): HomeDoc => ({ ...doc, hotWords: doc.hotWords.filter((w) => Object.values(w).some((v) => v)) });
const nameOf = (text: Record<string, string | undefined>, lang: string) => text[lang] ?? text.en ?? Object.values(text)[0] ?? '';

export default function HomePage() {
  const t = useTexts(homeTexts);
  const { language } = useLanguage();
  const home = useHomeDecoration();
  const notices = useNoticeOptions();
  const frame = usePreviewRefresh(REFRESH_MESSAGE);
  const editor = useDraftEditor({
    view: home.data,
    writes: useHomeWrites(),
    texts: { saved: t('saved'), published: t('published'), discarded: t('discarded') },
    prepare: clean,
    onSaved: frame.refresh,
  });
  const { doc, edit, view } = editor;
  const setBanner = (i: number, patch: Partial<HomeBanner>) =>
    edit((d) => ({ ...d, banners: d.banners.map((b, j) => (j === i ? { ...b, ...patch } : b)) }));
  const setTicker = (patch: Partial<HomeTicker>) => edit((d) => ({ ...d, ticker: { ...d.ticker, ...patch } }));
  const setSection = (i: number, patch: Partial<HomeSection>) =>
    edit((d) => ({ ...d, sections: d.sections.map((s, j) => (j === i ? { ...s, ...patch } : s)) }));

  const token = view?.previewToken ?? '';
  const src = `/#${PREVIEW_PAGE}?home=${encodeURIComponent(token)}`;

  if (home.isError) return <Alert type="error" showIcon message={home.error.message} />;
  if (!doc) return <Skeleton active />;

  const banners = (
    <div>
      <Typography.Paragraph type="secondary">{t('bannersHint')}</Typography.Paragraph>
      <SortableList
        testId="banners"
        items={doc.banners}
        idOf={(b) => b.key}
        onChange={(list) => edit((d) => ({ ...d, banners: list }))}
        handleLabel={(b) => t('dragBanner', { name: nameOf(b.title, language) })}
        render={(b, i) => (
          <Flex gap={16} align="start" wrap>
            <MediaField
              label={t('bannerImage')}
              value={b.imageUrl ? { url: b.imageUrl } : undefined}
              onChange={(v) => setBanner(i, { imageUrl: v?.url ?? '' })}
            />
            <Flex vertical gap={6} style={{ flex: 1, minWidth: 260 }}>
              <Typography.Text strong>{t('bannerTitle')}</Typography.Text>
              <LocalizedInput value={b.title} onChange={(title) => setBanner(i, { title })} />
              <Input
                aria-label={t('bannerImageUrl')}
                addonBefore={t('bannerImageUrl')}
                value={b.imageUrl}
                onChange={(e) => setBanner(i, { imageUrl: e.target.value })}
              />
              <Input
                aria-label={t('bannerLink')}
                placeholder={t('bannerLink')}
                value={b.link}
                onChange={(e) => setBanner(i, { link: e.target.value })}
              />
            </Flex>
            <Button
              danger
              type="text"
              icon={<DeleteOutlined />}
              aria-label={t('removeBanner', { name: nameOf(b.title, language) })}
              onClick={() => edit((d) => ({ ...d, banners: d.banners.filter((_, j) => j !== i) }))}
            />
          </Flex>
        )}
      />
      <Button
        icon={<PlusOutlined />}
        disabled={doc.banners.length >= 10}
        onClick={() =>
          edit((d) => ({
            ...d,
            banners: [...d.banners, { key: newKey('banner'), title: { [language]: t('newBanner') }, imageUrl: '', link: '' }],
          }))
        }
      >
        {t('addBanner')}
      </Button>
    </div>
  );

  const sections = (
    <div>
      <Typography.Paragraph type="secondary">{t('sectionsHint')}</Typography.Paragraph>
      <SortableList
        testId="sections"
        items={doc.sections}
        idOf={(s) => s.key}
        onChange={(list) => edit((d) => ({ ...d, sections: list }))}
        handleLabel={(s) => t('dragSection', { name: nameOf(s.title, language) })}
        render={(s, i) => (
          <Flex gap={16} align="start" wrap>
            <Flex vertical gap={6} style={{ flex: 1, minWidth: 260 }}>
              <Typography.Text strong>{t('sectionTitle')}</Typography.Text>
              <LocalizedInput value={s.title} onChange={(title) => setSection(i, { title })} />
              {s.kind === 'picked' ? (
                <Input
                  aria-label={t('sectionPicked')}
                  placeholder={t('sectionPicked')}
                  value={s.picked.join(', ')}
                  onChange={(e) =>
                    setSection(i, {
                      picked: e.target.value
                        .split(/[\s,]+/)
                        .map(Number)
                        .filter((n) => Number.isInteger(n) && n > 0),
                    })
                  }
                />
              ) : null}
            </Flex>
            <Flex vertical gap={6}>
              <label htmlFor={`kind-${s.key}`}>{t('sectionKind')}</label>
              <Select
                id={`kind-${s.key}`}
                aria-label={t('sectionKind')}
                value={s.kind}
                style={{ width: 180 }}
                onChange={(kind) => setSection(i, { kind })}
                options={KINDS.map((k) => ({ value: k, label: t(`kind_${k}`) }))}
              />
              <label htmlFor={`limit-${s.key}`}>{t('sectionLimit')}</label>
              <InputNumber
                id={`limit-${s.key}`}
                min={1}
                max={20}
                value={s.itemLimit}
                onChange={(v) => setSection(i, { itemLimit: v ?? 1 })}
              />
            </Flex>
            <Flex vertical gap={6} align="center">
              <label htmlFor={`on-${s.key}`}>{t('sectionOn')}</label>
              <Switch id={`on-${s.key}`} checked={s.enabled} onChange={(enabled) => setSection(i, { enabled })} />
            </Flex>
            <Button
              danger
              type="text"
              icon={<DeleteOutlined />}
              aria-label={t('removeSection', { name: nameOf(s.title, language) })}
              onClick={() => edit((d) => ({ ...d, sections: d.sections.filter((_, j) => j !== i) }))}
            />
          </Flex>
        )}
      />
      <Button
        icon={<PlusOutlined />}
        disabled={doc.sections.length >= 12}
        onClick={() =>
          edit((d) => ({
            ...d,
            sections: [
              ...d.sections,
              {
                key: newKey('section'),
                kind: 'recommended',
                title: { [language]: t('newSection') },
                itemLimit: 4,
                picked: [],
                enabled: true,
              },
            ],
          }))
        }
      >
        {t('addSection')}
      </Button>
    </div>
  );

  const ticker = (
    <div data-testid="ticker">
      <Typography.Paragraph type="secondary">{t('tickerHint')}</Typography.Paragraph>
      <Flex vertical gap={16} style={{ maxWidth: 560 }}>
        <Flex gap={8} align="center">
          <Switch id="ticker-on" checked={doc.ticker.enabled} onChange={(enabled) => setTicker({ enabled })} />
          <label htmlFor="ticker-on">{t('tickerOn')}</label>
        </Flex>
        <Flex vertical gap={6}>
          <label htmlFor="ticker-count">{t('tickerCount')}</label>
          <InputNumber
            id="ticker-count"
            min={1}
            max={5}
            disabled={!doc.ticker.enabled}
            value={doc.ticker.count}
            onChange={(v) => setTicker({ count: v ?? 1 })}
          />
        </Flex>
        <Flex vertical gap={6}>
          <label htmlFor="ticker-pinned">{t('tickerPinned')}</label>
          <Select
            id="ticker-pinned"
            mode="multiple"
            allowClear
            disabled={!doc.ticker.enabled}
            loading={notices.isLoading}
            placeholder={t('tickerPinnedPlaceholder')}
            value={doc.ticker.pinned}
            maxCount={5}
            onChange={(pinned: number[]) => setTicker({ pinned })}
            options={(notices.data ?? []).map((n) => ({ value: n.id, label: n.name || n.key }))}
          />
          <Typography.Text type="secondary">{t('tickerPinnedHint')}</Typography.Text>
        </Flex>
      </Flex>
    </div>
  );

  const hotWords = (
    <div>
      <Typography.Paragraph type="secondary">{t('hotWordsHint')}</Typography.Paragraph>
      <Flex vertical gap={12} style={{ maxWidth: 560 }}>
        {doc.hotWords.map((w, i) => (
          <Flex key={i} gap={8} align="start" data-testid="hot-word">
            <div style={{ flex: 1 }}>
              <LocalizedInput
                value={w}
                onChange={(word) => edit((d) => ({ ...d, hotWords: d.hotWords.map((x, j) => (j === i ? word : x)) }))}
              />
            </div>
            <Button
              danger
              type="text"
              icon={<DeleteOutlined />}
              aria-label={t('removeHotWord', { name: nameOf(w, language) })}
              onClick={() => edit((d) => ({ ...d, hotWords: d.hotWords.filter((_, j) => j !== i) }))}
            />
          </Flex>
        ))}
      </Flex>
      <Button
        style={{ marginTop: 12 }}
        icon={<PlusOutlined />}
        disabled={doc.hotWords.length >= 20}
        onClick={() => edit((d) => ({ ...d, hotWords: [...d.hotWords, { [language]: '' }] }))}
      >
        {t('addHotWord')}
      </Button>
    </div>
  );

  return (
    <>
      <DraftHeader title={t('title')} subtitle={t('subtitle')} editor={editor} texts={t} />
      <PreviewLayout title={t('preview')} preview={<PhoneFrame ref={frame.ref} src={src} title={t('frameTitle')} />}>
        <Card>
          <Tabs
            defaultActiveKey="banners"
            items={[
              { key: 'banners', label: t('tabBanners'), children: banners },
              { key: 'sections', label: t('tabSections'), children: sections },
              { key: 'ticker', label: t('tabTicker'), children: ticker },
              { key: 'hotWords', label: t('tabHotWords'), children: hotWords },
            ]}
          />
        </Card>
      </PreviewLayout>
    </>
  );
}
