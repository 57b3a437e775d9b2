import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { BackArrow } from '../../../components/shell/nav-bar';

/** The search pages' bar: back, the field (or what stands for it), and an action. */
export function SearchBar({ children, action }: { children: ReactNode; action?: ReactNode }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <header className="srch-bar">
      <button
        type="button"
        className="srch-bar__back"
        aria-label={t('app.back')}
        onClick={() => (window.history.length > 1 ? void navigate(-1) : void navigate('/', { replace: true }))}
      >
        <BackArrow />
      </button>
      <SearchField>{children}</SearchField>
      {action}
    </header>
  );
}

/** The search field's pill with its magnifier: the search pages' bar and the market's keyword (decision 069). */
export function SearchField({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={className ? `srch-field ${className}` : 'srch-field'}>
      <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" strokeLinecap="round" />
      </svg>
      {children}
    </div>
  );
}
