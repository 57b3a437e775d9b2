import { createElement, useEffect, useRef, useState } from 'react';
import { ZoomableImage } from '../../../components/ui/image-viewer';
import { useSaleTexts } from '../texts';
import type { MyCollectible } from '../api/calls';

type Media = MyCollectible['media'];

/** Video sources in the order to try: WebM first (browsers without H.264 play it), then the rest. */
function videoSources(media: Media): Media['sources'] {
  const sources = media.sources.length > 0 ? media.sources : [{ url: media.url, contentType: media.contentType }];
  const webm = (s: Media['sources'][number]) => /webm/i.test(s.contentType) || /\.webm(\?|$)/i.test(s.url);
  return [...sources.filter(webm), ...sources.filter((s) => !webm(s))];
}

/** A glb model in <model-viewer>; its code (with three.js) is fetched only when a model is on screen. */
function Model({ src, poster, alt }: { src: string; poster: string | null; alt: string }) {
  const { t } = useSaleTexts();
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  useEffect(() => {
    let live = true;
    import('@google/model-viewer').catch(() => live && setState('error'));
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onLoad = () => setState('ready');
    const onError = () => setState('error');
    el.addEventListener('load', onLoad);
    el.addEventListener('error', onError);
    return () => {
      el.removeEventListener('load', onLoad);
      el.removeEventListener('error', onError);
    };
  }, []);
  return (
    <div className="sale-media__model" data-state={state} data-testid="glb-viewer">
      {/* A custom element: React 19 passes these as attributes. */}
      {createElement('model-viewer', {
        ref,
        src,
        poster: poster ?? undefined,
        alt,
        'camera-controls': '',
        'auto-rotate': '',
        'touch-action': 'pan-y',
        'interaction-prompt': 'none',
        'shadow-intensity': '1',
        loading: 'eager',
      })}
      <p className="sale-media__hint" role="status">
        {state === 'loading'
          ? t('sale.item.media.modelLoading')
          : state === 'error'
            ? t('sale.item.media.modelFailed')
            : t('sale.item.media.model')}
      </p>
    </div>
  );
}

/** A collectible's medium by its resource kind (spec §3): image (zoom 1 to 4), video, glb 3D model. */
export function HeldMedia({ media, name }: { media: Media; name: string }) {
  const { t } = useSaleTexts();
  return (
    <div className="sale-media" data-kind={media.kind}>
      {media.kind === 'image' ? (
        <>
          <ZoomableImage src={media.url} alt={name} wrapperClassName="sale-media__zoom" className="sale-media__image" />
          <p className="sale-media__hint">{t('sale.item.media.zoom')}</p>
        </>
      ) : media.kind === 'video' ? (
        <video className="sale-media__video" controls playsInline loop preload="metadata" poster={media.posterUrl ?? undefined}>
          {videoSources(media).map((s) => (
            <source key={s.url} src={s.url} type={s.contentType} />
          ))}
          {t('sale.item.media.videoUnsupported')}
        </video>
      ) : (
        <Model src={media.url} poster={media.posterUrl} alt={name} />
      )}
    </div>
  );
}
