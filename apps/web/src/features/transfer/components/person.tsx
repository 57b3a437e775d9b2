import type { CallData, Calls } from '@curio/contract/client';

export type Person = CallData<Calls['findRecipient']>;

/** Another user as a move shows them: avatar, nickname and the phone masked 3+4 (never more). */
export function PersonRow({ person, testId }: { person: Person; testId?: string }) {
  return (
    <div className="tr-person" data-testid={testId}>
      {person.avatarUrl ? (
        <img className="tr-person__avatar" src={person.avatarUrl} alt="" />
      ) : (
        <span className="tr-person__avatar" />
      )}
      <span className="tr-person__text">
        <span className="tr-person__name" data-testid="person-nickname">
          {person.nickname}
        </span>
        <span className="tr-person__phone" data-testid="person-phone">
          {person.maskedPhone}
        </span>
      </span>
    </div>
  );
}
