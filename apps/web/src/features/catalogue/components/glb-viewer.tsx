import { useTranslation } from '../../../lib/i18n';
import { GlbModel } from '../../../components/media/glb-model';

const HINTS = { loading: 'detail.media.modelLoading', error: 'detail.media.modelFailed', ready: 'detail.media.model' } as const;

/** A drop's glb model (drag to rotate, pinch to zoom); its code loads only when a model is on screen. */
export function GlbViewer({ src, poster, alt }: { src: string; poster: string | null; alt: string }) {
  const { t } = useTranslation();
  return (
    <GlbModel
      src={src}
      poster={poster}
      alt={alt}
      exposure="1"
      className="cat-glb"
      hintClassName="cat-media__hint"
      hint={(state) => t(HINTS[state])}
    />
  );
}
