// The form kit's phone and code fields given the identity feature's calls: the tenant's phone areas
// (getTenantPhoneArea) and sendSmsCode. components/form stays domain-free; pages take these.
import type { SmsPurpose } from '@curio/contract/client';
import { CodeField as FormCodeField, PhoneField as FormPhoneField } from '../../../components/form';
import { usePhoneAreas } from '../api/get-tenant-phone-area';
import { useSendSmsCodeMutation } from '../api/send-sms-code';

/** The form's `areaCode` + `phone` row, with the tenant's area codes. */
export function PhoneField({ testIdPrefix, label }: { testIdPrefix?: string; label?: string }) {
  return <FormPhoneField areas={usePhoneAreas()} testIdPrefix={testIdPrefix} label={label} />;
}

/** The verification code field; its button sends a code for `purpose` (sendSmsCode). */
export function CodeField({ purpose, toOwnPhone, testId }: { purpose: SmsPurpose; toOwnPhone?: boolean; testId: string }) {
  const { mutateAsync } = useSendSmsCodeMutation();
  return <FormCodeField purpose={purpose} send={mutateAsync} toOwnPhone={toOwnPhone} testId={testId} />;
}
