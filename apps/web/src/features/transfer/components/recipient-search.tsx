import { PHONE_AREA_CODES } from '@curio/contract/client';
import { useId, useState } from 'react';
import { ActionButton } from '../../../components/form/form';
import { isRequestError } from '../../../lib/request/index';
import { useFindRecipientMutation } from '../api/find-recipient';
import { recipientKeyword, type RecipientBy } from '../rules';
import { useTransferTexts } from '../texts';
import type { Person } from './person';

/** Find the user to gift to: by phone number (with its area code) or by user id, on this platform only. */
export function RecipientSearch({ onFound }: { onFound: (person: Person) => void }) {
  const { t } = useTransferTexts();
  const id = useId();
  const [by, setBy] = useState<RecipientBy>('phone');
  const [areaCode, setAreaCode] = useState<string>(PHONE_AREA_CODES[0]);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const find = useFindRecipientMutation();

  const search = async () => {
    const keyword = recipientKeyword(by, value);
    if (keyword === null) {
      setError(t(by === 'phone' ? 'transfer.give.badPhone' : 'transfer.give.badUserId'));
      return;
    }
    setError(null);
    try {
      onFound(
        await find.mutateAsync({
          by,
          keyword,
          ...(by === 'phone' ? { areaCode: areaCode as (typeof PHONE_AREA_CODES)[number] } : {}),
        }),
      );
    } catch (e) {
      setError(isRequestError(e) ? e.message : t('transfer.give.failed'));
    }
  };

  return (
    <section className="tr-card" data-testid="recipient-search">
      <h2 className="tr-card__title">{t('transfer.give.findTitle')}</h2>
      <div className="tr-by" role="group" aria-label={t('transfer.give.findBy')}>
        {(['phone', 'userId'] as const).map((b) => (
          <button
            key={b}
            type="button"
            className="tr-by__option"
            aria-pressed={by === b}
            onClick={() => {
              setBy(b);
              setError(null);
            }}
            data-testid={`recipient-by-${b}`}
          >
            {t(`transfer.give.by.${b}`)}
          </button>
        ))}
      </div>
      <div className="tr-search">
        {by === 'phone' ? (
          <select
            className="tr-search__area"
            value={areaCode}
            onChange={(e) => setAreaCode(e.target.value)}
            aria-label={t('transfer.give.areaCode')}
          >
            {PHONE_AREA_CODES.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        ) : null}
        <label
          htmlFor={id}
          className="cf-visually-hidden"
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          {t(by === 'phone' ? 'transfer.give.phoneLabel' : 'transfer.give.userIdLabel')}
        </label>
        <input
          id={id}
          className="tr-search__input"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          maxLength={20}
          placeholder={t(by === 'phone' ? 'transfer.give.phonePlaceholder' : 'transfer.give.userIdPlaceholder')}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void search();
            }
          }}
          aria-invalid={error !== null || undefined}
          aria-describedby={error !== null ? `${id}-error` : undefined}
          data-testid="recipient-keyword"
        />
      </div>
      {error !== null ? (
        <p className="tr-error" id={`${id}-error`} role="alert" data-testid="recipient-error">
          {error}
        </p>
      ) : null}
      <ActionButton onClick={search} variant="secondary" testId="recipient-search-button">
        {t('transfer.give.search')}
      </ActionButton>
    </section>
  );
}
