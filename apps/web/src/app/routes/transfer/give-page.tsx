import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { idParam } from '../../../features/catalogue/paths';
import { useMyCollectible } from '../../../features/sale/api/get-my-collectible';
import { myCollectiblePath } from '../../../features/sale/paths';
import { serialText } from '../../../features/sale/rules';
import { useSentList } from '../../../features/transfer/api/list-sent';
import { CirculationCard } from '../../../features/transfer/components/circulation-card';
import { GiftAction } from '../../../features/transfer/components/gift-action';
import { GiftForm, type GiftResult } from '../../../features/transfer/components/gift-form';
import type { Person } from '../../../features/transfer/components/person';
import { RecipientSearch } from '../../../features/transfer/components/recipient-search';
import { TRANSFER_PATHS } from '../../../features/transfer/paths';
import { giftBlock } from '../../../features/transfer/rules';
import { useTransferTexts } from '../../../features/transfer/texts';
import type { PageProps } from '../../page';
import '../../../features/transfer/transfer.css';

function Sent() {
  const { t, lang } = useTransferTexts();
  const list = useSentList(lang);
  return (
    <main data-testid="gifts-sent">
      <InfiniteList
        className="tr-list"
        listClassName="tr-stack"
        items={list.items}
        keyOf={(r) => r.id}
        renderItem={(r) => <CirculationCard record={r} />}
        hasMore={list.hasMore}
        loadMore={list.loadMore}
        status={list.status}
        onRetry={list.retry}
        empty={<EmptyState title={t('transfer.give.noneSent')} />}
        skeleton={<SkeletonBlock height={120} radius={14} />}
      />
    </main>
  );
}

function Done({ result, cardNftId }: { result: GiftResult; cardNftId: number }) {
  const { t } = useTransferTexts();
  return (
    <section className="tr-card tr-result" data-testid="gift-done" role="status">
      <svg className="tr-result__icon" viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
        <path
          d="m14 25 7 7 13-15"
          fill="none"
          stroke="currentColor"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h2 className="tr-result__title">{t('transfer.give.doneTitle')}</h2>
      <p className="tr-note">
        {t('transfer.give.doneText', { name: `${result.recipient.nickname} ${result.recipient.maskedPhone}` })}
      </p>
      <Link to={myCollectiblePath(cardNftId)} className="tr-link-button" replace data-testid="gift-done-item">
        {t('transfer.give.viewItem')}
      </Link>
      <Link to={TRANSFER_PATHS.flow} className="cf-button cf-button--ghost" data-testid="gift-done-flow">
        {t('transfer.give.viewFlow')}
      </Link>
    </section>
  );
}

function GiveItem({ cardNftId }: { cardNftId: number }) {
  const { t, lang } = useTransferTexts();
  const item = useMyCollectible(cardNftId, lang);
  const [recipient, setRecipient] = useState<Person | null>(null);
  const [result, setResult] = useState<GiftResult | null>(null);
  if (item.isPending) return <SkeletonBlock height={240} radius={14} />;
  if (!item.data) return <EmptyState title={t('transfer.give.notYours')} />;
  const data = item.data;
  const block = result ? null : giftBlock(data, data.serverTime);
  return (
    <>
      <section className="tr-card" data-testid="gift-item">
        <div className="tr-item">
          <img className="tr-item__cover" src={data.coverUrl} alt="" />
          <span className="tr-item__text">
            <span className="tr-item__name">{data.name}</span>
            <span className="tr-item__serial">{serialText(data.serial, data.totalSupply)}</span>
          </span>
        </div>
      </section>
      {result ? (
        <Done result={result} cardNftId={cardNftId} />
      ) : block ? (
        <GiftAction item={data} />
      ) : recipient === null ? (
        <RecipientSearch onFound={setRecipient} />
      ) : (
        <GiftForm cardNftId={cardNftId} recipient={recipient} onChangeRecipient={() => setRecipient(null)} onDone={setResult} />
      )}
    </>
  );
}

/**
 * Spec: /pages/account/give/index (login). With `?id=<cardNftId>`: gift that item — find the recipient
 * by phone or user id (nickname and masked phone to confirm), agree to the transfer note, enter the pay
 * password, then the result. Without an id: the gifts I gave.
 */
export default function GivePage({ query }: PageProps) {
  const id = idParam(query.id);
  if (id === null) return <Sent />;
  return (
    <main className="tr-page" data-testid="give">
      <GiveItem cardNftId={id} />
    </main>
  );
}
