import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MaskedIdCard, MaskedPhone } from './masked';

describe('masked values', () => {
  it('MaskedPhone keeps the first 3 and last 4 digits', () => {
    const { container } = render(<MaskedPhone value="13812345678" className="phone" />);
    expect(container.textContent).toBe('138****5678');
    expect(container.querySelector('.phone')).not.toBeNull();
  });

  it('MaskedIdCard keeps the first 6 and last 4', () => {
    const { container } = render(<MaskedIdCard value="11010519491231002X" />);
    expect(container.textContent).toBe('110105********002X');
  });

  it('never shows the raw value, even when short or missing', () => {
    const { container } = render(
      <>
        <MaskedPhone value="1234" />|<MaskedIdCard value={null} />|<MaskedPhone value="85291234567" />
      </>,
    );
    expect(container.textContent).toBe('****||852****4567');
  });
});
