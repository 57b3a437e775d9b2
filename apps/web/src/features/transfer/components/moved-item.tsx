import type { CallData, Calls } from '@curio/contract/client';

type MovedItem = CallData<Calls['listCirculation']>['items'][number]['item'];

/** The item a move is about: cover, name and serial number. */
export function MovedItemRow({ item }: { item: MovedItem }) {
  return (
    <div className="tr-item">
      {item.coverUrl ? (
        <img className="tr-item__cover" src={item.coverUrl} alt="" loading="lazy" />
      ) : (
        <span className="tr-item__cover" />
      )}
      <span className="tr-item__text">
        <span className="tr-item__name" data-testid="moved-item-name">
          {item.name}
        </span>
        <span className="tr-item__serial">
          #{item.serial}/{item.totalSupply}
        </span>
      </span>
    </div>
  );
}
