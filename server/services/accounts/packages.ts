/** The packages on /vip (api.md packages). Prices in cents; quotas are added on payment, days extend membership. */
import type { TPackage } from '@common/api/accounts';

export const PACKAGES: readonly TPackage[] = [
  {
    package_id: 'month',
    package_name: '月度会员',
    price_cents: 19_900,
    days: 31,
    quotas: { contract_review: 30, research: 50, fuxi_search: 200, document: 30, trace: 10, draft: 30, translation: 30, chat: 200 },
  },
  {
    package_id: 'quarter',
    package_name: '季度会员',
    price_cents: 49_900,
    days: 92,
    quotas: { contract_review: 100, research: 150, fuxi_search: 600, document: 100, trace: 30, draft: 100, translation: 100, chat: 600 },
  },
  {
    package_id: 'year',
    package_name: '年度会员',
    price_cents: 169_900,
    days: 366,
    quotas: { contract_review: 400, research: 600, fuxi_search: 2400, document: 400, trace: 120, draft: 400, translation: 400, chat: 2400 },
  },
];

/** The package with this id, or undefined. */
export function findPackage(id: string): TPackage | undefined {
  return PACKAGES.find((p) => p.package_id === id);
}
