import { forwardRef } from 'react';

/** The storefront's phone viewport (decision 037): 390x844 CSS pixels, shown scaled in the console. */
export const PHONE = { width: 390, height: 844 } as const;

/**
 * A phone frame around an iframe of a storefront page (same origin: the preview pages of apps/web). The
 * page renders at 390x844 and the frame scales it to `scale`; `title` names the frame for screen readers.
 */
export const PhoneFrame = forwardRef<HTMLIFrameElement, { src: string; title: string; scale?: number; onLoad?: () => void }>(
  function PhoneFrame({ src, title, scale = 0.72, onLoad }, ref) {
    const bezel = 12;
    return (
      <div
        style={{
          width: PHONE.width * scale + bezel * 2,
          height: PHONE.height * scale + bezel * 2,
          padding: bezel,
          borderRadius: 36,
          background: '#1f1f1f',
          boxShadow: '0 8px 24px rgba(0,0,0,0.18)',
          boxSizing: 'border-box',
          flex: 'none',
        }}
      >
        <div
          style={{
            width: PHONE.width * scale,
            height: PHONE.height * scale,
            overflow: 'hidden',
            borderRadius: 26,
            background: '#fff',
          }}
        >
          <iframe
            ref={ref}
            src={src}
            title={title}
            onLoad={onLoad}
            style={{ width: PHONE.width, height: PHONE.height, border: 0, transform: `scale(${scale})`, transformOrigin: '0 0' }}
          />
        </div>
      </div>
    );
  },
);
