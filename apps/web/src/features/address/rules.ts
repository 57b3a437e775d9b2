import {
  ADDRESS_DETAIL_MAX,
  ADDRESS_RECEIVER_MAX,
  ADDRESS_STREET_MAX,
  ErrorCode,
  isValidPhone,
  textSchema,
} from '@curio/contract';
import { z } from 'zod';
import type { RegionPick } from './regions';

// The addresses' rules the pages apply before asking the server (which checks everything again): the
// form's validation (every message a catalogue code, shown in the user's language) and the default's.

const code = (c: number) => String(c);

export const RECEIVER_MAX = ADDRESS_RECEIVER_MAX;
export const STREET_MAX = ADDRESS_STREET_MAX;
export const DETAIL_MAX = ADDRESS_DETAIL_MAX;

const regionPick = z.object({
  regionCode: z.string().regex(/^\d{6}$/),
  province: z.string().min(1),
  city: z.string().min(1),
  district: z.string().min(1),
});

/** The add/edit form: receiver, a mainland mobile, a complete region (spec: "address must be selected"), street, detail, default. */
export const addressFormSchema = z.object({
  receiver: textSchema({ max: RECEIVER_MAX }),
  phone: z
    .string({ error: () => code(ErrorCode.FIELD_REQUIRED) })
    .trim()
    .superRefine((p, ctx) => {
      const c = p === '' ? ErrorCode.FIELD_REQUIRED : isValidPhone('+86', p) ? null : ErrorCode.PHONE_INVALID;
      if (c !== null) ctx.addIssue({ code: 'custom', message: code(c) });
    }),
  region: regionPick.nullable().refine((r) => r !== null, { error: () => code(ErrorCode.SELECT_REQUIRED) }),
  street: textSchema({ max: STREET_MAX, allowEmpty: true }),
  detail: textSchema({ max: DETAIL_MAX }),
  isDefault: z.boolean(),
});

export type AddressFormInput = z.input<typeof addressFormSchema>;
export type AddressFormValues = z.output<typeof addressFormSchema>;

/** What an address needs of itself for the rules below. */
export interface AddressLike {
  id: number;
  isDefault: boolean;
  updatedAt: number;
}

/** The list's order: the default first, then the most recently changed. */
export function sortAddresses<T extends AddressLike>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.updatedAt - a.updatedAt || b.id - a.id);
}

/**
 * The default switch of the form: my first address is the default whatever the switch says (on and
 * locked); editing the default keeps it the default (moving it elsewhere is "set default" on another);
 * otherwise the user chooses.
 */
export function defaultSwitch(count: number, editing: AddressLike | null): { value: boolean | null; locked: boolean } {
  if (editing === null && count === 0) return { value: true, locked: true };
  if (editing?.isDefault) return { value: true, locked: true };
  return { value: null, locked: false };
}

/**
 * The address an order confirmation starts with: the one just chosen (when it is still mine), else the
 * default, else none (the page offers "add an address").
 */
export function preselectAddress<T extends AddressLike>(list: readonly T[], chosenId: number | null): T | null {
  if (chosenId !== null) {
    const chosen = list.find((a) => a.id === chosenId);
    if (chosen) return chosen;
  }
  return list.find((a) => a.isDefault) ?? null;
}

/** The form's starting values: empty, or the address being edited. */
export function formValues(
  a: {
    receiver: string;
    phone: string;
    regionCode: string;
    province: string;
    city: string;
    district: string;
    street: string;
    detail: string;
    isDefault: boolean;
  } | null,
  isDefault: boolean,
): AddressFormInput {
  if (!a) return { receiver: '', phone: '', region: null, street: '', detail: '', isDefault };
  const region: RegionPick = { regionCode: a.regionCode, province: a.province, city: a.city, district: a.district };
  return {
    receiver: a.receiver,
    phone: a.phone,
    region,
    street: a.street,
    detail: a.detail,
    isDefault: a.isDefault || isDefault,
  };
}
