import { useTranslation } from '../../../lib/i18n';
import type { CreatorSpace } from '../api/get-creator-space';

/** The creator's cover, avatar, name, introduction and counts. */
export function CreatorHero({ creator, compact = false }: { creator: CreatorSpace['creator']; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <header className={`crt-hero${compact ? ' crt-hero--compact' : ''}`} data-testid="creator-hero">
      {compact ? null : (
        <div className="crt-hero__cover">
          {creator.coverUrl ? <img src={creator.coverUrl} alt="" width={780} height={320} /> : null}
        </div>
      )}
      <div className="crt-hero__body">
        <img className="crt-hero__avatar" src={creator.avatarUrl} alt="" width={72} height={72} />
        <div className="crt-hero__text">
          <h1 className="crt-hero__name" data-testid="creator-name">
            {creator.name}
          </h1>
          <p className="crt-hero__stats">{t('creator.stats', { works: creator.collectionCount, series: creator.seriesCount })}</p>
        </div>
      </div>
      {!compact && creator.intro ? <p className="crt-hero__intro">{creator.intro}</p> : null}
    </header>
  );
}
