import { useEffect, useRef, useState, type HTMLAttributes } from 'react';

// <model-viewer> is a custom element: React 19 passes these as attributes.
type ModelViewerAttributes = HTMLAttributes<HTMLElement> & {
  src: string;
  poster?: string;
  alt?: string;
  'camera-controls'?: string;
  'auto-rotate'?: string;
  'touch-action'?: string;
  'interaction-prompt'?: string;
  'shadow-intensity'?: string;
  'environment-image'?: string;
  exposure?: string;
  loading?: 'auto' | 'lazy' | 'eager';
  reveal?: 'auto' | 'manual';
  ref?: React.Ref<HTMLElement>;
};

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'model-viewer': ModelViewerAttributes;
    }
  }
}

export type ModelState = 'loading' | 'ready' | 'error';

/**
 * A glb model in <model-viewer> (drag to rotate, pinch to zoom). (The file is not called model-viewer:
 * its chunk must not be mistaken for the library's, which the e2e checks loads only with a glb.) The element's code (with three.js) is
 * fetched only here, when a model is on screen: never in a route's first load. The poster shows until
 * the model has loaded; `hint` says what the model is doing (loading, failed, ready).
 */
export function GlbModel({
  src,
  poster,
  alt,
  exposure,
  className,
  hintClassName,
  hint,
}: {
  src: string;
  poster: string | null;
  alt: string;
  exposure?: string;
  className: string;
  hintClassName: string;
  hint: (state: ModelState) => string;
}) {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<ModelState>('loading');

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
    <div className={className} data-state={state} data-testid="glb-viewer">
      <model-viewer
        ref={ref}
        src={src}
        poster={poster ?? undefined}
        alt={alt}
        camera-controls=""
        auto-rotate=""
        touch-action="pan-y"
        interaction-prompt="none"
        shadow-intensity="1"
        exposure={exposure}
        loading="eager"
      />
      <p className={hintClassName} role="status">
        {hint(state)}
      </p>
    </div>
  );
}
