import { ZoomableImage } from '../../../components/ui/image-viewer';
import { gridColumns, visibleImages } from '../rules';
import { useAlbumTexts } from '../texts';

/** A post's images (up to nine, a grid opening the viewer with zoom 1-4x) and its video. */
export function TrendMedia({ images, videoUrl }: { images: readonly string[]; videoUrl: string | null }) {
  const { t } = useAlbumTexts();
  const shown = visibleImages(images);
  const cols = gridColumns(shown.length);
  return (
    <>
      {shown.length > 0 ? (
        <div className={`alb-grid alb-grid--${cols}`} data-testid="trend-images" data-count={shown.length}>
          {shown.map((src, i) => (
            <ZoomableImage
              key={`${i}:${src}`}
              src={src}
              alt={t('album.trend.image', { n: i + 1, total: shown.length })}
              images={shown}
              index={i}
              wrapperClassName="alb-grid__cell"
              className="alb-grid__img"
              loading="lazy"
              decoding="async"
              data-testid="trend-image"
            />
          ))}
        </div>
      ) : null}
      {videoUrl ? (
        <video
          className="alb-video"
          src={videoUrl}
          controls
          playsInline
          preload="metadata"
          aria-label={t('album.trend.video')}
          data-testid="trend-video"
        />
      ) : null}
    </>
  );
}
