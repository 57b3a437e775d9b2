import { useTenant } from '../../../lib/tenant/tenant-store';
import { useBrandPreviewTexts } from '../texts';
import '../brand-preview.css';

/** The theme sample (spec: /pages/home/theme): the tenant's colours on the storefront's own parts. */
export function ThemeSample() {
  const { t } = useBrandPreviewTexts();
  const info = useTenant((s) => s.info);
  const theme = useTenant((s) => s.theme);
  const swatches: [string, string][] = [
    [t('brandPreview.themeColor'), theme.themeColor],
    [t('brandPreview.background'), theme.backgroundColor],
    [t('brandPreview.card'), theme.secondaryBackgroundColor],
    [t('brandPreview.text'), theme.mainTextColor],
    [t('brandPreview.subText'), theme.secondaryTextColor],
    [t('brandPreview.divider'), theme.auxiliaryLineColor],
  ];
  return (
    <div className="curio-theme-sample" data-testid="theme-sample" data-theme-color={theme.themeColor}>
      <header className="curio-theme-sample__header">
        {info?.imgUrl ? <img src={info.imgUrl} alt="" className="curio-theme-sample__logo" /> : null}
        <h1 className="curio-theme-sample__name">{info?.platformName}</h1>
      </header>
      <section className="curio-theme-sample__card">
        <h2 className="curio-theme-sample__title">{t('brandPreview.sampleTitle')}</h2>
        <p className="curio-theme-sample__sub">{t('brandPreview.sampleSub')}</p>
        <p className="curio-theme-sample__price">¥ 99.00</p>
        <button type="button" className="curio-theme-sample__primary" data-testid="theme-sample-primary">
          {t('brandPreview.buy')}
        </button>
        <button type="button" className="curio-theme-sample__ghost">
          {t('brandPreview.more')}
        </button>
      </section>
      <ul className="curio-theme-sample__swatches" aria-label={t('brandPreview.colours')}>
        {swatches.map(([name, value]) => (
          <li key={name}>
            <span className="curio-theme-sample__swatch" style={{ background: value }} aria-hidden />
            <span>{name}</span>
            <code>{value}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
