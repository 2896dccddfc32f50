import { useQuery } from '@tanstack/react-query';
import { type TBrand } from '@common/api/base';
import { DEFAULT_BRAND } from '@/lib/brand';
import { configInfoQueryOptions } from './queries';

/** The tenant's brand settings (the default brand until base/config/info answers). */
export function useBrand(): TBrand {
  return useQuery(configInfoQueryOptions()).data?.brand ?? DEFAULT_BRAND;
}
