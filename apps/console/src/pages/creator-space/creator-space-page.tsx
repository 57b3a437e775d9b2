import { Alert, App, Button, Card, Col, Flex, Popconfirm, Row, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { LocalizedInput } from '../../components/localized-input';
import { MediaField } from '../../components/media-field';
import { PageHeader } from '../../components/page-header';
import { PhoneFrame } from '../../components/phone-frame';
import { useLanguage, useTexts } from '../../lib/i18n';
import { useCreatorDecoration, useCreatorWrites, type CreatorLook } from './api';
import { decorationTexts } from './texts';

/** The storefront's creator space preview page (apps/web, decision 040) and the message it re-reads the draft by. */
const PREVIEW_PAGE = '/creativePages/index/indexView';
const REFRESH_MESSAGE = 'curio-home-preview:refresh';

export default function CreatorDecorationPage() {
  const t = useTexts(decorationTexts);
  const { language } = useLanguage();
  const { message } = App.useApp();
  const [creatorId, setCreatorId] = useState<number | null>(null);
  const query = useCreatorDecoration(creatorId);
  const writes = useCreatorWrites();
  const [look, setLook] = useState<CreatorLook | null>(null);
  const [dirty, setDirty] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const view = query.data;

  useEffect(() => {
    if (view && !dirty) setLook(view.draft ?? view.published);
  }, [view, dirty]);
  const edit = (patch: Partial<CreatorLook>) => {
    setLook((l) => (l ? { ...l, ...patch } : l));
    setDirty(true);
  };
  const shown = view?.creatorId ?? null;
  const token = view?.previewToken ?? '';
  const src = `/#${PREVIEW_PAGE}?id=${shown ?? ''}&creator=${encodeURIComponent(token)}`;

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      message.success(done);
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  const save = () =>
    run(async () => {
      if (!look) return;
      await writes.save.mutateAsync(look);
      setDirty(false);
      frame.current?.contentWindow?.postMessage({ type: REFRESH_MESSAGE }, window.location.origin);
    }, t('saved'));
  const publish = () =>
    run(async () => {
      if (!look) return;
      if (dirty || !view?.draft) await writes.save.mutateAsync(look);
      await writes.publish.mutateAsync();
      setDirty(false);
    }, t('published'));
  const discard = () =>
    run(async () => {
      const v = await writes.discard.mutateAsync();
      setLook(v.published);
      setDirty(false);
    }, t('discarded'));

  const status = useMemo(() => {
    if (dirty) return <Tag color="orange">{t('unsaved')}</Tag>;
    if (view?.draft && view.draftUpdatedAt)
      return <Tag color="blue">{t('draftState', { time: new Date(view.draftUpdatedAt).toLocaleString(language) })}</Tag>;
    return <Tag>{t('noDraft')}</Tag>;
  }, [dirty, view, t, language]);

  if (query.isError) return <Alert type="error" showIcon message={query.error.message} />;
  if (!view) return <Skeleton active />;

  return (
    <>
      <PageHeader
        title={t('creatorTitle')}
        subtitle={t('creatorSubtitle')}
        extra={
          <Space>
            {status}
            <Popconfirm title={t('discardConfirm')} onConfirm={() => void discard()} disabled={!view.draft}>
              <Button disabled={!view.draft} loading={writes.discard.isPending}>
                {t('discard')}
              </Button>
            </Popconfirm>
            <Button onClick={() => void save()} loading={writes.save.isPending} disabled={!dirty}>
              {t('saveDraft')}
            </Button>
            <Popconfirm title={t('publishConfirm')} onConfirm={() => void publish()} disabled={!dirty && !view.draft}>
              <Button type="primary" loading={writes.publish.isPending} disabled={!dirty && !view.draft}>
                {t('publish')}
              </Button>
            </Popconfirm>
          </Space>
        }
      />
      <Row gutter={24} wrap={false}>
        <Col flex="auto" style={{ minWidth: 0 }}>
          <Card>
            <Flex vertical gap={16} style={{ maxWidth: 640 }}>
              <Flex vertical gap={6}>
                <label htmlFor="creator-pick">{t('creatorPick')}</label>
                <Select
                  id="creator-pick"
                  showSearch
                  optionFilterProp="label"
                  style={{ width: 320 }}
                  value={shown ?? undefined}
                  options={view.creators.map((c) => ({ value: c.id, label: c.name }))}
                  onChange={(id) => {
                    setDirty(false);
                    setLook(null);
                    setCreatorId(id);
                  }}
                />
              </Flex>
              {view.otherDraftCreatorId !== null ? (
                <Alert type="warning" showIcon message={t('otherDraft', { id: view.otherDraftCreatorId })} />
              ) : null}
              {look ? (
                <>
                  <Typography.Text strong>{t('creatorCover')}</Typography.Text>
                  <MediaField
                    label={t('creatorCover')}
                    value={look.coverUrl ? { url: look.coverUrl } : undefined}
                    onChange={(v) => edit({ coverUrl: v?.url ?? '' })}
                  />
                  <Typography.Text strong>{t('creatorAvatar')}</Typography.Text>
                  <MediaField
                    label={t('creatorAvatar')}
                    value={look.avatarUrl ? { url: look.avatarUrl } : undefined}
                    onChange={(v) => edit({ avatarUrl: v?.url ?? '' })}
                  />
                  <label htmlFor="creator-intro">
                    <Typography.Text strong>{t('creatorIntro')}</Typography.Text>
                  </label>
                  <LocalizedInput id="creator-intro" multiline value={look.intro} onChange={(intro) => edit({ intro })} />
                </>
              ) : (
                <Skeleton active />
              )}
            </Flex>
          </Card>
        </Col>
        <Col flex="none" style={{ position: 'sticky', top: 16, alignSelf: 'flex-start' }}>
          <Card title={t('preview')}>
            <PhoneFrame ref={frame} src={src} title={t('creatorFrameTitle')} />
          </Card>
        </Col>
      </Row>
    </>
  );
}
