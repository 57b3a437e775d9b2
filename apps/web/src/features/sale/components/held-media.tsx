import { GlbModel } from '../../../components/media/glb-model';
import { ZoomableImage } from '../../../components/ui/image-viewer';
import { useSaleTexts } from '../texts';
import type { MyCollectible } from '../api/get-my-collectible';

type Media = MyCollectible['media'];

/** Video sources in the order to try: WebM first (browsers without H.264 play it), then the rest. */
function videoSources(media: Media): Media['sources'] {
  const sources = media.sources.length > 0 ? media.sources : [{ url: media.url, contentType: media.contentType }];
  const webm = (s: Media['sources'][number]) => /webm/i.test(s.contentType) || /\.webm(\?|$)/i.test(s.url);
  return [...sources.filter(webm), ...sources.filter((s) => !webm(s))];
}

const MODEL_HINTS = {
  loading: 'sale.item.media.modelLoading',
  error: 'sale.item.media.modelFailed',
  ready: 'sale.item.media.model',
} as const;

/** A collectible's medium by its resource kind (spec §3): image (zoom 1 to 4), video, glb 3D model. */
export function HeldMedia({ media, name }: { media: Media; name: string }) {
  const { t } = useSaleTexts();
  return (
    <div className="sale-media" data-kind={media.kind}>
      {media.kind === 'image' ? (
        <>
          {/* The page's largest image: fetched before anything else it shows. */}
          <ZoomableImage
            src={media.url}
            alt={name}
            wrapperClassName="sale-media__zoom"
            className="sale-media__image"
            fetchPriority="high"
          />
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
        <GlbModel
          src={media.url}
          poster={media.posterUrl}
          alt={name}
          className="sale-media__model"
          hintClassName="sale-media__hint"
          hint={(state) => t(MODEL_HINTS[state])}
        />
      )}
    </div>
  );
}
