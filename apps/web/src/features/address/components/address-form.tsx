import type { Ref } from 'react';
import { Field, Form, SubmitButton, TextArea, TextInput, useZodForm, type FieldControl } from '../../../components/form';
import type { RegionPick, RegionTree } from '../regions';
import { addressFormSchema, DETAIL_MAX, type AddressFormInput, type AddressFormValues } from '../rules';
import { useAddressTexts } from '../texts';
import { RegionPicker } from './region-picker';

export interface AddressFormProps {
  initial: AddressFormInput;
  /** The default switch is on and cannot be turned off (the first address, or editing the default). */
  defaultLocked: boolean;
  /** Runs with the checked values; a refusal of the server rejects (the request layer has toasted it). */
  onSave: (values: AddressFormValues) => Promise<unknown>;
  /** For tests: the region data to use instead of the bundled one. */
  tree?: RegionTree;
}

/**
 * Add or edit an address: receiver, mobile number, region (province → city → district), street
 * (optional), detail, default. Every error is a catalogue text in the user's language; the region must
 * be picked down to the district (spec: "address must be selected").
 */
export function AddressForm({ initial, defaultLocked, onSave, tree }: AddressFormProps) {
  const { t } = useAddressTexts();
  const form = useZodForm(addressFormSchema, { defaultValues: initial });
  return (
    <Form form={form} onSubmit={onSave} className="addr-form" testId="address-form">
      <Field name="receiver" label={t('address.form.receiver')}>
        {(c) => (
          <TextInput
            control={c as FieldControl<string | undefined>}
            placeholder={t('address.form.receiverPlaceholder')}
            autoComplete="name"
            testId="address-receiver"
          />
        )}
      </Field>
      <Field name="phone" label={t('address.form.phone')}>
        {(c) => (
          <TextInput
            control={c as FieldControl<string | undefined>}
            placeholder={t('address.form.phonePlaceholder')}
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={11}
            testId="address-phone"
          />
        )}
      </Field>
      <Field<RegionPick | null> name="region" label={t('address.form.region')} bare>
        {(c) => (
          <RegionPicker
            id={c.id}
            value={c.value}
            onChange={(p) => {
              c.onChange(p);
              if (p) c.onBlur();
            }}
            onBlur={c.onBlur}
            invalid={c.invalid}
            errorId={c.errorId}
            selectRef={c.ref as Ref<HTMLSelectElement>}
            tree={tree}
          />
        )}
      </Field>
      <Field name="street" label={t('address.form.street')}>
        {(c) => (
          <TextInput
            control={c as FieldControl<string | undefined>}
            placeholder={t('address.form.streetPlaceholder')}
            testId="address-street"
          />
        )}
      </Field>
      <Field name="detail" label={t('address.form.detail')}>
        {(c) => (
          <TextArea
            control={c as FieldControl<string | undefined>}
            max={DETAIL_MAX}
            rows={3}
            placeholder={t('address.form.detailPlaceholder')}
            testId="address-detail"
          />
        )}
      </Field>
      <Field<boolean> name="isDefault" bare>
        {(c) => (
          <label className="addr-switch">
            <span>{defaultLocked ? t('address.form.defaultLocked') : t('address.form.isDefault')}</span>
            <input
              id={c.id}
              name={c.name}
              ref={c.ref as Ref<HTMLInputElement>}
              type="checkbox"
              role="switch"
              checked={defaultLocked || Boolean(c.value)}
              aria-checked={defaultLocked || Boolean(c.value)}
              disabled={defaultLocked}
              onChange={(e) => c.onChange(e.target.checked)}
              data-testid="address-default"
            />
          </label>
        )}
      </Field>
      <SubmitButton testId="address-save">{t('address.form.save')}</SubmitButton>
    </Form>
  );
}
