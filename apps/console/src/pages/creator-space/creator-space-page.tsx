import { Alert, Card, Flex, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { DraftHeader, PreviewLayout, useDraftEditor, usePreviewRefresh } from '../../components/draft-editor';
import { LocalizedInput } from '../../components/localized-input';
import { MediaField } from '../../components/media-field';
import { PhoneFrame } from '../../components/phone-frame';
import { useTexts } from '../../lib/i18n';
import { useCreatorDecoration, useCreatorWrites, type CreatorLook } from './api';
import { creatorSpaceTexts } from './texts';

/** The storefront's creator space preview page (apps/web, decision 040) and the message it re-reads the draft by. */
const PREVIEW_PAGE = '/creativePages/index/indexView';
const REFRESH_MESSAGE = 'curio-home-preview:refresh';

export default function CreatorSpacePage() {
  const t = useTexts(creatorSpaceTexts);
  const [creatorId, setCreatorId] = useState<number | null>(null);
  const query = useCreatorDecoration(creatorId);
  const frame = usePreviewRefresh(REFRESH_MESSAGE);
  const editor = useDraftEditor({
    view: query.data,
    writes: useCreatorWrites(),
    texts: { saved: t('saved'), published: t('published'), discarded: t('discarded') },
    onSaved: frame.refresh,
  });
  const { doc: look, view } = editor;
  const edit = (patch: Partial<CreatorLook>) => editor.edit((l) => ({ ...l, ...patch }));
  const shown = view?.creatorId ?? null;
  const token = view?.previewToken ?? '';
  const src = `/#${PREVIEW_PAGE}?id=${shown ?? ''}&creator=${encodeURIComponent(token)}`;

  if (query.isError) return <Alert type="error" showIcon message={query.error.message} />;
  if (!view) return <Skeleton active />;

  return (
    <>
      <DraftHeader title={t('creatorTitle')} subtitle={t('creatorSubtitle')} editor={editor} texts={t} />
      <PreviewLayout title={t('preview')} preview={<PhoneFrame ref={frame.ref} src={src} title={t('creatorFrameTitle')} />}>
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
                  editor.reset();
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
      </PreviewLayout>
    </>
  );
}
