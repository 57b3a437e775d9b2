import { useNavigate } from 'react-router';

/** Back where the user came from, or the home when the page was opened directly (as the navigation bar does). */
export function useBack(): () => void {
  const navigate = useNavigate();
  return () => void (window.history.length > 1 ? navigate(-1) : navigate('/', { replace: true }));
}
