import { SkeletonBlock } from '../../../components/ui/skeleton';

/** The shape of a detail page while it loads: the media, the title block and a few lines. */
export function DetailSkeleton() {
  return (
    <div className="cat-skeleton" aria-busy="true">
      <SkeletonBlock className="cat-skeleton__media" height={0} radius={0} />
      <div className="cat-card">
        <SkeletonBlock width="70%" height={22} />
        <SkeletonBlock width="40%" height={28} />
        <SkeletonBlock width="90%" height={14} />
      </div>
      <div className="cat-card">
        <SkeletonBlock width="100%" height={14} />
        <SkeletonBlock width="85%" height={14} />
        <SkeletonBlock width="60%" height={14} />
      </div>
    </div>
  );
}
