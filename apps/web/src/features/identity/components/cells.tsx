import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Chevron, MenuIcon, type MenuIconName } from './menu-icon';

/** A card of rows. */
export function CellGroup({ title, children, testId }: { title?: string; children: ReactNode; testId?: string }) {
  return (
    <section className="acct-group" data-testid={testId}>
      {title ? <h2 className="acct-group__title">{title}</h2> : null}
      <div className="acct-group__body">{children}</div>
    </section>
  );
}

/** One row: icon, label, value; a link (`to`), a button (`onClick`) or plain. */
export function Cell({
  label,
  value,
  icon,
  to,
  onClick,
  testId,
  tone,
}: {
  label: ReactNode;
  value?: ReactNode;
  icon?: MenuIconName;
  to?: string;
  onClick?: () => void;
  testId?: string;
  /** `good` colours the value as a done state, `todo` as something to do. */
  tone?: 'good' | 'todo';
}) {
  const inner = (
    <>
      {icon ? (
        <span className="acct-cell__icon">
          <MenuIcon name={icon} />
        </span>
      ) : null}
      <span className="acct-cell__label">{label}</span>
      {value !== undefined ? (
        <span className={`acct-cell__value${tone ? ` acct-cell__value--${tone}` : ''}`}>{value}</span>
      ) : null}
      {to || onClick ? <Chevron /> : null}
    </>
  );
  if (to) {
    return (
      <Link to={to} className="acct-cell acct-cell--link" data-testid={testId}>
        {inner}
      </Link>
    );
  }
  if (onClick) {
    return (
      <button type="button" className="acct-cell acct-cell--link" onClick={onClick} data-testid={testId}>
        {inner}
      </button>
    );
  }
  return (
    <div className="acct-cell" data-testid={testId}>
      {inner}
    </div>
  );
}
