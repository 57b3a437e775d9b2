import type { ReactNode } from 'react';
import { MenuIcon, type MenuIconName } from './menu-icon';

/** The head of a status page: a large icon in a disc, a title and a line of explanation. */
export function StateHero({
  icon,
  tone = 'theme',
  title,
  description,
  testId,
  children,
}: {
  icon: MenuIconName;
  tone?: 'theme' | 'good' | 'muted';
  title: string;
  description?: ReactNode;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <section className={`acct-hero acct-hero--${tone}`} data-testid={testId}>
      <span className="acct-hero__disc">
        <MenuIcon name={icon} size={40} />
        {tone === 'good' ? (
          <span className="acct-hero__check" aria-hidden>
            <svg width="14" height="14" viewBox="0 0 12 12">
              <path d="M2.5 6.2l2.3 2.3 4.7-4.9" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </span>
        ) : null}
      </span>
      <h2 className="acct-hero__title">{title}</h2>
      {description ? <p className="acct-hero__desc">{description}</p> : null}
      {children}
    </section>
  );
}
