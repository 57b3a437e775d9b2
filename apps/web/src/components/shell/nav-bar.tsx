import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import './shell.css';

export function BackArrow() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d="M15 5l-7 7 7 7" />
    </svg>
  );
}

/** The page's navigation bar: back, title; default (#F8F8F8 bar, black title) or transparent. */
export function NavBar({ title, transparent = false, onBack }: { title: string; transparent?: boolean; onBack?: () => void }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const back = onBack ?? (() => (window.history.length > 1 ? navigate(-1) : navigate('/', { replace: true })));
  return (
    <header className={`curio-navbar${transparent ? ' curio-navbar--transparent' : ''}`}>
      <button type="button" className="curio-navbar__back" aria-label={t('app.back')} onClick={back}>
        <BackArrow />
      </button>
      <h1 className="curio-navbar__title">{title}</h1>
      <span className="curio-navbar__side" />
    </header>
  );
}
