import { z } from 'zod';
import { ErrorCode } from '../../error-codes';
import { idSchema, isValidPhone, textSchema } from '../../validation';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';

// Shipping addresses (issue 19, decision 044; spec "Address: receiver, region (province, city, district,
// street), full address, default flag"). At most ADDRESS_MAX per user (5000200 on one more); an id that is
// not one of mine (another user's, another tenant's, deleted) answers 5000201. The list shows the default
// first, then the most recently saved. Times are milliseconds since the epoch.

const tags = ['address'] as const;
const msg = (code: number) => String(code);

/** Most addresses one user keeps. */
export const ADDRESS_MAX = 20;
export const ADDRESS_RECEIVER_MAX = 20;
export const ADDRESS_STREET_MAX = 40;
export const ADDRESS_DETAIL_MAX = 100;

const addressId = idSchema(ErrorCode.ADDRESS_NOT_FOUND);

export const Address = z.object({
  id: z.number().int(),
  receiver: z.string(),
  /** The full mainland mobile number (it is mine). */
  phone: z.string(),
  /** 3+4 masked ("137****0001"), for lists. */
  phoneMasked: z.string(),
  /** The district's 6-digit administrative code (GB/T 2260) as the region picker gave it. */
  regionCode: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  /** Street / town; '' when none. */
  street: z.string(),
  detail: z.string(),
  /** province + city + district + street + detail, as a label prints it (no separators for zh; one space elsewhere is not added). */
  fullAddress: z.string(),
  isDefault: z.boolean(),
  updatedAt: z.number().int(),
});
export type Address = z.infer<typeof Address>;

export const listAddresses = defineCall(endpoints.listAddresses, {
  summary: `My shipping addresses (at most ${ADDRESS_MAX}): the default first, then the most recently saved`,
  tags,
  data: z.object({ items: z.array(Address) }),
});

const regionName = textSchema({ max: 20 });

export const AddressSaveBody = z.object({
  /** Absent: a new address. Given: my address with this id is changed (5000201 when not mine). */
  id: addressId.optional(),
  receiver: textSchema({ max: ADDRESS_RECEIVER_MAX }),
  /** A mainland mobile number, 11 digits 1[3-9]… (4000020 otherwise). */
  phone: z
    .string({
      error: (i) => (i.input === undefined || i.input === null ? msg(ErrorCode.FIELD_REQUIRED) : msg(ErrorCode.PHONE_INVALID)),
    })
    .trim()
    .refine((v) => isValidPhone('+86', v), { error: msg(ErrorCode.PHONE_INVALID) }),
  /** The district's 6-digit code from the bundled region data (SELECT_REQUIRED when missing or malformed). */
  regionCode: z
    .string({ error: () => msg(ErrorCode.SELECT_REQUIRED) })
    .regex(/^[1-9]\d{5}$/, { error: () => msg(ErrorCode.SELECT_REQUIRED) }),
  /** The names as picked (stored as given: the address keeps reading the same if the region data changes). */
  province: regionName,
  city: regionName,
  district: regionName,
  street: textSchema({ max: ADDRESS_STREET_MAX, allowEmpty: true }).optional(),
  detail: textSchema({ max: ADDRESS_DETAIL_MAX }),
  /** Make it my default (the first address I save is the default whatever this says). */
  isDefault: z.boolean().default(false),
});
export type AddressSaveBody = z.infer<typeof AddressSaveBody>;

export const saveAddress = defineCall(endpoints.saveAddress, {
  summary:
    `Adds an address (no id; 5000200 when I have ${ADDRESS_MAX} already) or changes one of mine (id; 5000201 when not mine). ` +
    'isDefault true makes it the default (the previous default stops being one); my first address is always the default. ' +
    'Orders keep the address they were placed with (a snapshot): changing or deleting it later does not change them',
  tags,
  body: AddressSaveBody,
  data: Address,
});

export const deleteAddress = defineCall(endpoints.deleteAddress, {
  summary:
    'Deletes one of my addresses (5000201 when not mine); deleting the default makes the most recently saved remaining one the default',
  tags,
  body: z.object({ id: addressId }),
  data: z.object({ ok: z.literal(true) }),
});

export const setDefaultAddress = defineCall(endpoints.setDefaultAddress, {
  summary: 'Makes one of my addresses the default (5000201 when not mine); the previous default stops being one',
  tags,
  body: z.object({ id: addressId }),
  data: Address,
});
