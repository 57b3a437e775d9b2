import { ZoomableImage } from '../../../components/ui/image-viewer';
import { useTranslation } from '../../../lib/i18n';
import { sizedImage } from '../../../lib/image';
import type { CollectionDetail } from '../api/get-collection';
import { GlbViewer } from './glb-viewer';

type Media = CollectionDetail['media'];

/** Video sources in the order to try: WebM first (browsers without H.264 play it), then the rest. */
export function videoSources(media: Media): Media['sources'] {
  const sources = media.sources.length > 0 ? media.sources : [{ url: media.url, contentType: media.contentType }];
  const webm = (s: Media['sources'][number]) => /webm/i.test(s.contentType) || /\.webm(\?|$)/i.test(s.url);
  return [...sources.filter(webm), ...sources.filter((s) => !webm(s))];
}

/** A collectible's medium by its resource kind (spec §3): image (zoom 1 to 4), video, glb 3D model. */
export function MediaView({ media, name }: { media: Media; name: string }) {
  const { t } = useTranslation();
  switch (media.kind) {
    case 'image':
      return (
        <div className="cat-media" data-kind="image">
          <ZoomableImage
            // Shown at the page's width; the zoom viewer opens the stored file itself.
            {...sizedImage(media.url, '(min-width: 750px) 750px, 100vw')}
            alt={name}
            wrapperClassName="cat-media__zoom"
            className="cat-media__image"
            data-testid="media-image"
            // The page's largest paint: square (the frame's aspect-ratio keeps its place), fetched first.
            width={750}
            height={750}
            loading="eager"
            fetchPriority="high"
          />
          <p className="cat-media__hint">{t('detail.media.zoom')}</p>
        </div>
      );
    case 'video':
      return (
        <div className="cat-media" data-kind="video">
          <video
            className="cat-media__video"
            controls
            playsInline
            preload="metadata"
            poster={media.posterUrl ?? undefined}
            data-testid="media-video"
          >
            {videoSources(media).map((s) => (
              <source key={s.url} src={s.url} type={s.contentType} />
            ))}
            {t('detail.media.videoUnsupported')}
          </video>
        </div>
      );
    case 'glb':
      return (
        <div className="cat-media" data-kind="glb">
          <GlbViewer src={media.url} poster={media.posterUrl} alt={name} />
        </div>
      );
  }
}
