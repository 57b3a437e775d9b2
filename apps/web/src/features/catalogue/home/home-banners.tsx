import { useNavigate } from 'react-router';
import { Swiper } from '../../../components/ui/swiper';
import { linkTarget } from '../paths';
import type { HomeDecoration } from '../api/home-decoration';
import { BANNER_SIZES } from './banner-sizes';

/** The operator's banners (spec §9: every 5000 ms, sliding 500 ms). */
export function HomeBanners({ banners }: { banners: HomeDecoration['banners'] }) {
  const navigate = useNavigate();
  if (banners.length === 0) return null;
  const items = banners.map((b) => {
    const target = linkTarget(b.link);
    return {
      key: String(b.id),
      image: b.imageUrl,
      alt: b.title,
      onClick: target
        ? () => {
            if (target.kind === 'route') void navigate(target.to);
            else window.location.href = target.href;
          }
        : undefined,
    };
  });
  return (
    <div className="home-banners" data-testid="home-banners">
      <Swiper items={items} height={150} sizes={BANNER_SIZES} />
    </div>
  );
}
