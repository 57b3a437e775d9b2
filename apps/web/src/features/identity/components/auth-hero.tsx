import { useTenant } from '../../../lib/tenant/tenant-store';

/** The top of the login flow's pages: the tenant's logo, a title and a line under it. */
export function AuthHero({ title, subtitle }: { title: string; subtitle?: string }) {
  const info = useTenant((s) => s.info);
  return (
    <header className="auth-hero">
      {info?.imgUrl ? (
        <img className="auth-hero__logo" src={info.imgUrl} alt="" />
      ) : (
        <span className="auth-hero__logo auth-hero__logo--letter" aria-hidden>
          {(info?.platformName ?? 'C').slice(0, 1)}
        </span>
      )}
      <h2 className="auth-hero__title">{title}</h2>
      {subtitle ? <p className="auth-hero__sub">{subtitle}</p> : null}
    </header>
  );
}
