import { PayMethod } from '@curio/contract/client';

const COLOR: Record<number, string> = {
  [PayMethod.WX]: '#07C160',
  [PayMethod.ALI]: '#1677FF',
  [PayMethod.DCEP]: '#D4380D',
  [PayMethod.BANK_CARD]: '#FA8C16',
  [PayMethod.YEE]: '#E4393C',
  [PayMethod.LIANLIAN]: '#2F6BFF',
};

/** A small round mark per spec §4 payment method (not the providers' logos). */
export function PayMethodIcon({ method }: { method: number }) {
  const color = COLOR[method] ?? '#8c8c8c';
  const glyph =
    method === PayMethod.WX ? (
      <path
        d="M7.5 9.2c0-2.3 2.3-4.2 5.1-4.2s5.1 1.9 5.1 4.2-2.3 4.2-5.1 4.2c-.6 0-1.2-.1-1.7-.2l-1.9 1 .5-1.6c-1.2-.8-2-2-2-3.4Z"
        fill="#fff"
      />
    ) : method === PayMethod.BANK_CARD ? (
      <>
        <rect x="6" y="8" width="12" height="8.5" rx="1.6" fill="none" stroke="#fff" strokeWidth="1.6" />
        <path d="M6 11h12" stroke="#fff" strokeWidth="1.6" />
      </>
    ) : method === PayMethod.LIANLIAN ? (
      <>
        <path d="M6.5 9.5h10.5a1 1 0 0 1 1 1v5.5a1 1 0 0 1-1 1H7.5a1 1 0 0 1-1-1Z" fill="none" stroke="#fff" strokeWidth="1.6" />
        <path d="M6.5 9.5 14.5 7v2.5" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinejoin="round" />
        <circle cx="15.3" cy="13.3" r="1" fill="#fff" />
      </>
    ) : method === PayMethod.ALI ? (
      <path
        d="M8 9h8M12 7v2m-3 2.5h6c-.8 2.6-3 4.4-6 5m2.2-5c.9 2 2.6 3.6 4.8 4.4"
        fill="none"
        stroke="#fff"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    ) : (
      <path
        d="m9 7.5 3 4 3-4M8.5 12h7M8.5 14.5h7M12 11.5v5.5"
        fill="none"
        stroke="#fff"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    );
  return (
    <svg className="sale-method__icon" width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="12" fill={color} />
      {glyph}
    </svg>
  );
}
