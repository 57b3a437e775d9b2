import { Link } from 'react-router';
import { Field, type FieldControl } from '../../../components/form';
import { WALLET_PATHS } from '../paths';
import { useWalletTexts } from '../texts';
import type { BankCard } from '../api/list-bank-cards';
import { useCardLabel } from './bank-card-view';

/** The form's `cardId`: one of the bound cards, or a link to add one when there is none. */
export function CardChoiceField({ cards, label, testId }: { cards: readonly BankCard[]; label: string; testId: string }) {
  const { t } = useWalletTexts();
  const cardLabel = useCardLabel();
  return (
    <Field<number | undefined> name="cardId" label={label} bare>
      {(c: FieldControl<number | undefined>) =>
        cards.length === 0 ? (
          <p className="wallet-note" data-testid={`${testId}-none`}>
            {t('wallet.card.none')}{' '}
            <Link className="wallet-link" to={WALLET_PATHS.cardAdd} data-testid={`${testId}-add`}>
              {t('wallet.card.add')}
            </Link>
          </p>
        ) : (
          <div className="wallet-choose" role="radiogroup" aria-label={label} id={c.id}>
            {cards.map((card) => (
              <label key={card.cardId} className={`wallet-choice${c.value === card.cardId ? ' wallet-choice--on' : ''}`}>
                <input
                  type="radio"
                  name={c.name}
                  value={card.cardId}
                  checked={c.value === card.cardId}
                  onChange={() => c.onChange(card.cardId)}
                  onBlur={c.onBlur}
                  data-testid={`${testId}-${card.cardId}`}
                />
                <span>{cardLabel(card)}</span>
              </label>
            ))}
          </div>
        )
      }
    </Field>
  );
}
