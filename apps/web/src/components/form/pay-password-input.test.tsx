import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Field, Form } from './form';
import { PayPasswordInput } from './pay-password-input';
import { renderWithIdentity } from './test-utils';
import { useZodForm } from './use-zod-form';
import type { FieldControl } from './form';

function Sample({ onFill }: { onFill: (v: string) => void }) {
  const form = useZodForm(z.object({ payPassword: z.string() }), { defaultValues: { payPassword: '' } });
  return (
    <Form form={form} onSubmit={async () => undefined}>
      <Field name="payPassword" label="pay">
        {(c) => <PayPasswordInput control={c as FieldControl<string | undefined>} testId="pay" onFill={onFill} />}
      </Field>
    </Form>
  );
}

const keyboardShown = () => {
  const popup = document.querySelector('.adm-number-keyboard-popup');
  return popup !== null && getComputedStyle(popup).display !== 'none';
};
/**
 * The keyboard is told to go: PasscodeInput shows it exactly while its box has focus (`visible={focused}`). Its
 * popup then slides out on a react-spring animation and is hidden at the end; in jsdom that animation's frame
 * loop stalls now and then when test files share a worker, so the test reads the decision, not the slide.
 */
const keyboardClosing = (field: HTMLElement) =>
  field.querySelector('.adm-passcode-input-focused') === null && document.querySelector('.adm-number-keyboard-popup') !== null;

describe('the pay password', () => {
  it('opens its keyboard on a tap, and closes it once the sixth digit is in (the next button is not covered)', async () => {
    const onFill = vi.fn();
    renderWithIdentity(<Sample onFill={onFill} />);
    const field = screen.getByTestId('pay');
    act(() => {
      (field.querySelector('.adm-passcode-input') as HTMLElement).focus();
    });
    await waitFor(() => expect(keyboardShown()).toBe(true));
    expect(field.querySelector('.adm-passcode-input-focused')).not.toBeNull();
    for (const d of '13579') fireEvent.keyDown(field, { key: d });
    expect(field.getAttribute('data-length')).toBe('5');
    expect(keyboardShown()).toBe(true);
    fireEvent.keyDown(field, { key: '0' });
    await waitFor(() => expect(keyboardClosing(field)).toBe(true));
    expect(field.getAttribute('data-length')).toBe('6');
    expect(onFill).toHaveBeenCalledWith('135790');
  });
});
