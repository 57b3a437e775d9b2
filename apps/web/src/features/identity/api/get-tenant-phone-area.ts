import { PHONE_AREA_CODES } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import type { PhoneArea } from '../../../components/form';
import { request } from '../../../lib/request/index';

const FALLBACK_AREAS: PhoneArea[] = PHONE_AREA_CODES.map((areaCode) => ({ areaCode, name: '' }));

/** getTenantPhoneArea: the tenant's phone area codes, named in the user's language. */
export const getTenantPhoneArea = () => request('getTenantPhoneArea', { showErrorMessage: false });

export const phoneAreasQueryOptions = (lang: string) =>
  queryOptions({ queryKey: ['tenant-phone-areas', lang], queryFn: getTenantPhoneArea, staleTime: 10 * 60_000 });

/** The tenant's area codes, or the contract's while they load or when the tenant names none. */
export function usePhoneAreas(): PhoneArea[] {
  const { i18n } = useTranslation();
  const { data } = useQuery(phoneAreasQueryOptions(i18n.language));
  return data && data.length > 0 ? data : FALLBACK_AREAS;
}
