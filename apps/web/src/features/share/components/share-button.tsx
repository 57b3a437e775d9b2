import { lazy, Suspense, useState } from 'react';
import { useShareTexts } from '../texts';
import type { ShareTarget } from './share-sheet';
import '../share.css';

export type { ShareTarget } from './share-sheet';

// The sheet, the poster and the QR code load on the first tap, never with the page.
const ShareSheet = lazy(() => import('./share-sheet'));

function ShareIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M12 3v12M7 8l5-5 5 5" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function ShareButtonBody({ target, className }: { target: ShareTarget; className?: string | undefined }) {
  const { t } = useShareTexts();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`share-btn${className ? ` ${className}` : ''}`}
        aria-label={t('share.label', { name: target.name })}
        aria-haspopup="dialog"
        data-testid="share-button"
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <ShareIcon />
      </button>
      {asked ? (
        <Suspense fallback={null}>
          <ShareSheet target={target} visible={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** "Share" on a detail page (a collection, a listing, an item I hold): opens the share sheet. */
export function ShareButton(props: { target: ShareTarget; className?: string }) {
  return (
    <Suspense fallback={<span className={`share-btn${props.className ? ` ${props.className}` : ''}`} aria-hidden="true" />}>
      <ShareButtonBody {...props} />
    </Suspense>
  );
}
