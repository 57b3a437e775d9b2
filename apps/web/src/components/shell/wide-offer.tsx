import { Link } from 'react-router';

/**
 * A discreet link beside the page column, shown only when the window is wider than the page maximum plus
 * room for it (shell.css: never on a phone): the tenant's presentation for visitors on a computer (issue 20).
 */
export function WideOffer({ to, label }: { to: string; label: string }) {
  return (
    <Link className="curio-wide-offer" to={to} data-testid="wide-offer">
      {label}
    </Link>
  );
}
