import type { ReactNode } from 'react';
import './shell.css';

export type StatusArt = 'missing' | 'closed' | 'maintenance' | 'not-found' | 'error' | 'soon';

function Art({ kind }: { kind: StatusArt }) {
  const glyph: Record<StatusArt, ReactNode> = {
    missing: <path d="M44 58h32M52 46h.01M68 46h.01" />,
    closed: <path d="M48 52h24v18H48zM52 52v-6a8 8 0 0 1 16 0v6" />,
    maintenance: <path d="M68 44a10 10 0 0 0-12 12L44 68a3.5 3.5 0 0 0 5 5l12-12a10 10 0 0 0 12-12l-6 6-5-1-1-5z" />,
    'not-found': <path d="M47 48l26 26M73 48 47 74" />,
    error: <path d="M60 44v18M60 72h.01" />,
    soon: <path d="M60 46v14l9 6" />,
  };
  return (
    <svg className="curio-status__art" width="120" height="120" viewBox="0 0 120 120" fill="none" aria-hidden>
      <circle cx="60" cy="60" r="52" fill="var(--curio-minor-bg)" />
      <circle cx="60" cy="60" r="34" fill="var(--curio-card)" stroke="var(--curio-line)" strokeWidth="2" />
      <g stroke="var(--curio-theme)" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
        {glyph[kind]}
      </g>
    </svg>
  );
}

/** A full-page state: illustration, title, description, action. */
export function StatusView({
  art,
  title,
  description,
  action,
  logo,
  testId,
}: {
  art: StatusArt;
  title: string;
  description?: string;
  action?: ReactNode;
  logo?: string;
  testId?: string;
}) {
  return (
    <section className="curio-status" data-testid={testId}>
      {logo ? <img className="curio-status__logo" src={logo} alt="" width={88} height={88} /> : <Art kind={art} />}
      <h2 className="curio-status__title">{title}</h2>
      {description ? <p className="curio-status__desc">{description}</p> : null}
      {action ? <div className="curio-status__action">{action}</div> : null}
    </section>
  );
}

export function PrimaryButton({ children, onClick, testId }: { children: ReactNode; onClick: () => void; testId?: string }) {
  return (
    <button type="button" className="curio-button" onClick={onClick} data-testid={testId}>
      {children}
    </button>
  );
}
