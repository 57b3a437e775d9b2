import '../social.css';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { personalPath } from '../paths';
import { useSocialTexts } from '../texts';

function LinkBody() {
  const { t } = useSocialTexts();
  return (
    <Link to={personalPath()} className="social-mine-link" data-testid="mine-personal-link">
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
        <circle cx="12" cy="8.5" r="3.6" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M5 20c0-3.6 3.1-6 7-6s7 2.4 7 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {t('social.mine.link')}
    </Link>
  );
}

/** The mine page's way to my public page (its texts load beside the mine page, never holding it up). */
export function PersonalPageLink() {
  return (
    <Suspense fallback={null}>
      <LinkBody />
    </Suspense>
  );
}
