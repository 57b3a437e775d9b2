import type { DeletionStanding } from '../api/get-deletion-standing';
import { useAccountDataTexts } from '../texts';

/** Why the account may not be deleted now, one line per reason with its count (decision 046). */
export function DeletionBlockers({ standing }: { standing: DeletionStanding }) {
  const { t } = useAccountDataTexts();
  if (standing.blockers.length === 0) return <p className="ad-note">{t('accountData.delete.clear')}</p>;
  return (
    <div className="ad-blockers" role="alert" data-testid="delete-blockers">
      <p className="ad-blockers__title">{t('accountData.delete.blocked')}</p>
      <ul>
        {standing.blockers.map((b) => (
          <li key={b.reason} data-testid={`delete-blocker-${b.reason}`}>
            {b.reason === 'money'
              ? t('accountData.delete.money', { amount: (b.count / 100).toFixed(2) })
              : t(`accountData.delete.${b.reason}`, { count: b.count })}
          </li>
        ))}
      </ul>
    </div>
  );
}
