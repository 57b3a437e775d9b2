import { runtimeText } from '@curio/contract/client';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { currentLanguage } from '../../lib/i18n';
import { canvasBlob, saveBlob } from '../../lib/poster';
import { toast } from '../shell/feedback';

/**
 * A poster drawn on a canvas in the browser and shown as an image (the invite poster, decision 049; the share
 * poster, decision 070): what the poster says and how it looks are the feature's; the drawing's life is
 * this. `usePoster` draws when `drawKey` is set (null: not yet, e.g. the short link is on its way) and again
 * when it changes or on `retry`; `PosterView` shows the image, or "making", or the failure with a retry.
 */
export interface Poster {
  canvas: RefObject<HTMLCanvasElement | null>;
  /** The drawn poster as a PNG data URL; null until drawn (and when it could not be read back). */
  src: string | null;
  /** The drawing failed (or its image could not be read back). */
  failed: boolean;
  retry(): void;
  /** Saves the drawn poster as a PNG download: `savedText` told, or the catalogue's "failed to save image". */
  save(fileName: string, savedText: string): Promise<void>;
}

export function usePoster(drawKey: string | null, draw: (canvas: HTMLCanvasElement) => Promise<void>): Poster {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The latest drawing function, without making the effect run on every render.
  const drawRef = useRef(draw);
  drawRef.current = draw;

  useEffect(() => {
    if (drawKey === null || !canvas.current) return;
    let live = true;
    const c = canvas.current;
    setFailed(false);
    drawRef.current(c).then(
      () => {
        if (!live) return;
        try {
          setSrc(c.toDataURL('image/png'));
        } catch {
          // A canvas tainted by an image from elsewhere cannot be read back: offer the retry.
          setSrc(null);
          setFailed(true);
        }
        c.dataset.ready = 'true';
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [drawKey, attempt]);

  const save = async (fileName: string, savedText: string) => {
    const blob = canvas.current ? await canvasBlob(canvas.current) : null;
    toast(blob && saveBlob(blob, fileName) ? savedText : runtimeText('saveImageFailed', currentLanguage()));
  };
  return { canvas, src, failed, retry: () => setAttempt((n) => n + 1), save };
}

export function PosterView({
  poster,
  alt,
  testId,
  qrBox,
  error,
  onRetry,
  texts,
  classes,
}: {
  poster: Poster;
  alt: string;
  /** `<testId>` on the image, `<testId>-canvas` on the canvas. */
  testId: string;
  /** Where the QR code sits on the canvas (x, y, size), for tests that read it back. */
  qrBox: { x: number; y: number; size: number };
  /** What stops the poster before it is drawn (the short link's refusal): shown instead of `texts.failed`. */
  error?: string | null;
  /** Besides drawing again (e.g. asking for the short link again). */
  onRetry?: () => void;
  texts: { making: string; failed: string; retry: string };
  /** The feature's classes: the hidden canvas, the image, the waiting and failed box, the retry button. */
  classes: { canvas: string; img: string; wait: string; retry: string };
}) {
  const broken = poster.failed || !!error;
  return (
    <>
      <canvas
        ref={poster.canvas}
        className={classes.canvas}
        data-testid={`${testId}-canvas`}
        data-qr-box={`${qrBox.x},${qrBox.y},${qrBox.size}`}
        aria-hidden="true"
      />
      {poster.src ? (
        <img className={classes.img} src={poster.src} alt={alt} data-testid={testId} />
      ) : broken ? (
        <div className={classes.wait} role="alert">
          <p>{error || texts.failed}</p>
          <button
            type="button"
            className={classes.retry}
            onClick={() => {
              poster.retry();
              onRetry?.();
            }}
          >
            {texts.retry}
          </button>
        </div>
      ) : (
        <div className={classes.wait} aria-busy="true">
          {texts.making}
        </div>
      )}
    </>
  );
}
