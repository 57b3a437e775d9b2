import styles from './buy-sheet.module.css';

/** The way forward under a notice in the sheet: a link-like button with a chevron. */
export function ForwardButton({ label, onClick, testId }: { label: string; onClick: () => void; testId: string }) {
  return (
    <button type="button" className={styles.refusalAction} onClick={onClick} data-testid={testId}>
      {label}
      <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" aria-hidden="true">
        <path d="m9 5 7 7-7 7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
