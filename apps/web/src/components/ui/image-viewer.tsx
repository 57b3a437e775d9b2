import { IMAGE_ZOOM } from '@curio/contract/client';
import type AntdImageViewer from 'antd-mobile/es/components/image-viewer';
import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from '../../lib/i18n';
import { cx } from './cx';
import styles from './image-viewer.module.css';

// Spec §9: image zoom 1 to 4. antd-mobile's ImageViewer pinches between 1 (fixed) and `maxZoom`.
// It is loaded on first use (its gestures and springs stay out of the page chunks), and mounted in a
// root of our own: antd-mobile's imperative ImageViewer.show() renders through react-dom's legacy
// render, which React 19 no longer has.

type ViewerComponent = typeof AntdImageViewer;
let viewer: Promise<ViewerComponent> | null = null;

/** Starts loading the viewer's code (e.g. on touchstart, before the tap's click). */
export function preloadImageViewer(): Promise<ViewerComponent> {
  // antd-mobile's global styles and variables come with the viewer's chunk, not the first load.
  viewer ??= Promise.all([import('antd-mobile/es/global'), import('antd-mobile/es/components/image-viewer')]).then(
    ([, m]) => m.default,
    (e: unknown) => {
      viewer = null;
      throw e;
    },
  );
  return viewer;
}

export interface ImageViewerHandle {
  close: () => void;
}

interface HostProps {
  Viewer: ViewerComponent;
  images: string[];
  index: number;
  container: HTMLElement;
  onReady: (close: () => void) => void;
  afterClose: () => void;
}

function ViewerHost({ Viewer, images, index, container, onReady, afterClose }: HostProps) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    onReady(() => setVisible(false));
  }, [onReady]);
  return (
    <Viewer.Multi
      images={images}
      defaultIndex={index}
      maxZoom={IMAGE_ZOOM.max}
      visible={visible}
      getContainer={() => container}
      onClose={() => setVisible(false)}
      afterClose={afterClose}
    />
  );
}

/** Opens a full-screen viewer on `images` at `index`: swipe between them, pinch to zoom 1 to 4. */
export function openImageViewer(images: string[], index = 0): ImageViewerHandle {
  if (images.length === 0) return { close: () => undefined };
  const start = Math.max(0, Math.min(images.length - 1, Math.floor(index)));
  const container = document.createElement('div');
  container.className = styles.viewer ?? '';
  container.setAttribute('data-testid', 'image-viewer');
  document.body.appendChild(container);
  const root = createRoot(container);
  // close() may come before the viewer has loaded or before its effect has run: remember it.
  let closeRequested = false;
  let closeViewer: (() => void) | null = null;
  const close = () => {
    closeRequested = true;
    closeViewer?.();
  };
  // Leaving the page (back button, hash navigation) closes the viewer too: listened for from the start,
  // as the viewer's code may still be loading, or its effect not yet run, when the user goes back.
  window.addEventListener('popstate', close);
  window.addEventListener('hashchange', close);
  const destroy = () => {
    window.removeEventListener('popstate', close);
    window.removeEventListener('hashchange', close);
    // Not while React is committing the close animation's last frame.
    setTimeout(() => {
      root.unmount();
      container.remove();
    });
  };
  const onReady = (close: () => void) => {
    closeViewer = close;
    if (closeRequested) close();
  };
  preloadImageViewer().then(
    (Viewer) => {
      if (closeRequested) return destroy();
      root.render(
        <ViewerHost Viewer={Viewer} images={images} index={start} container={container} onReady={onReady} afterClose={destroy} />,
      );
    },
    () => destroy(),
  );
  return { close };
}

export interface ZoomableImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onClick'> {
  src: string;
  alt: string;
  /** The gallery to open (default: just this image) and this image's place in it. */
  images?: string[];
  index?: number;
  /** Class of the tappable wrapper (the rest of the props go to the img). */
  wrapperClassName?: string;
}

/** An image that opens the full-screen viewer when tapped. */
export function ZoomableImage({ src, alt, images, index = 0, wrapperClassName, ...img }: ZoomableImageProps) {
  const { t } = useTranslation();
  const preload = () => void preloadImageViewer().catch(() => undefined);
  return (
    <button
      type="button"
      className={cx(styles.zoomable, wrapperClassName)}
      title={t('ui.imageViewer.open')}
      onTouchStart={preload}
      onMouseEnter={preload}
      onClick={() => openImageViewer(images ?? [src], images ? index : 0)}
    >
      <img src={src} alt={alt} {...img} />
    </button>
  );
}
