import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, theme, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTexts } from '../lib/i18n';
import { endpoints, type CallData, type Calls } from '@curio/contract/client';
import { ConsoleRequestError, requestEndpoint } from '../lib/request';
import { contentTexts } from './content-texts';

/** A stored medium as a catalogue entry names it: its address and content type. */
export interface MediaValue {
  url: string;
  type?: string;
}

/** What a media value shows as: an image, a video or a model (by its type, else its address). */
export function mediaKindOf(v: MediaValue | undefined): 'image' | 'video' | 'glb' | null {
  if (!v?.url) return null;
  const t = v.type ?? '';
  if (t.startsWith('video/') || /\.(mp4|webm)$/i.test(v.url)) return 'video';
  if (t === 'model/gltf-binary' || /\.glb$/i.test(v.url)) return 'glb';
  return 'image';
}

export function MediaPreview({ value, size = 96 }: { value?: MediaValue; size?: number }) {
  const t = useTexts(contentTexts);
  const { token } = theme.useToken();
  const kind = mediaKindOf(value);
  const box = { width: size, height: size, borderRadius: 6, background: token.colorFillSecondary, objectFit: 'cover' as const };
  if (!kind || !value)
    return (
      <Flex style={box} align="center" justify="center">
        <Typography.Text style={{ color: token.colorTextSecondary }}>{t('noMedia')}</Typography.Text>
      </Flex>
    );
  if (kind === 'video') return <video src={value.url} style={box} muted controls aria-label={value.url} />;
  if (kind === 'glb')
    return (
      <Flex style={box} align="center" justify="center" vertical>
        <Typography.Text strong>GLB</Typography.Text>
        <Typography.Link href={value.url} target="_blank" rel="noopener noreferrer">
          {t('model')}
        </Typography.Link>
      </Flex>
    );
  return <img src={value.url} alt="" style={box} />;
}

/**
 * A medium of an entry (controlled, for antd Form): upload (sniffed by the server: image, video or glb),
 * preview, remove. `accept` narrows what the file picker offers.
 */
export function MediaField({
  value,
  onChange,
  accept = 'image/png,image/jpeg,image/gif,image/webp',
  optional,
  label,
}: {
  value?: MediaValue;
  onChange?: (v: MediaValue | undefined) => void;
  accept?: string;
  optional?: boolean;
  label?: string;
}) {
  const t = useTexts(contentTexts);
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const saved = await requestEndpoint<CallData<Calls['consoleUploadMedia']>>(endpoints.consoleUploadMedia, { body: form });
      onChange?.({ url: saved.url, type: saved.contentType });
    } catch (e) {
      void message.error(t('uploadFailed', { msg: e instanceof ConsoleRequestError ? e.message : String(e) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex gap={12} align="center">
      <MediaPreview value={value} />
      <Flex vertical gap={6}>
        <Upload
          accept={accept}
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy} aria-label={label ? `${t('upload')} ${label}` : t('upload')}>
            {value?.url ? t('replace') : t('upload')}
          </Button>
        </Upload>
        {optional && value?.url ? (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.(undefined)}>
            {t('remove')}
          </Button>
        ) : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {accept.includes('video') ? t('mediaHint') : t('imageHint')}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
