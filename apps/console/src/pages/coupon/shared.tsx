import { businessTypeLabel } from '@curio/contract/client';
import { Space, Tag, Typography } from 'antd';
import { fen } from '../../components/ops-format';
import { zonedLabel } from '../../components/zoned-time';
import { useLanguage, useTexts } from '../../lib/i18n';
import type { Coupon } from './api';
import { couponTexts } from './texts';

/** "¥5.00 off" or "10% off". */
export function useCouponValue(): (c: Pick<Coupon, 'kind' | 'amount' | 'percent'>) => string {
  const t = useTexts(couponTexts);
  return (c) =>
    c.kind === 'amount' ? t('amountOff', { amount: fen(c.amount ?? 0) }) : t('percentOff', { percent: c.percent ?? 0 });
}

/** A coupon's validity: its window on the tenant's clock, or "N days after the claim". */
export function ValidityText({ validity, tz }: { validity: Coupon['validity']; tz: string }) {
  const t = useTexts(couponTexts);
  return validity.kind === 'fixed' ? (
    <span>
      {zonedLabel(validity.from, tz)} → {zonedLabel(validity.to, tz)}
    </span>
  ) : (
    <span>{t('daysAfterClaim', { days: validity.days })}</span>
  );
}

/** Where a coupon applies: its business types and collections, or "Everything". */
export function ScopeText({ scope, collectionName }: { scope: Coupon['scope']; collectionName: (id: number) => string }) {
  const t = useTexts(couponTexts);
  const { language } = useLanguage();
  if (scope.businessTypes.length === 0 && scope.collectionIds.length === 0) return <Tag>{t('scopeAll')}</Tag>;
  return (
    <Space size={[4, 4]} wrap>
      {scope.businessTypes.length === 0 ? (
        <Typography.Text type="secondary">{t('scopeTypesAll')}</Typography.Text>
      ) : (
        scope.businessTypes.map((b) => (
          <Tag key={`b${b}`} color="blue">
            {businessTypeLabel(b, language)}
          </Tag>
        ))
      )}
      {scope.collectionIds.map((id) => (
        <Tag key={`c${id}`} color="purple">
          {collectionName(id)}
        </Tag>
      ))}
    </Space>
  );
}
