import { createFileRoute, redirect } from '@tanstack/react-router';
import { ensureBrand } from '@/features/base/queries';

/** Unmatched paths go to the tenant's home: /guidHome, /guidContract on the law-firm tenant (spec §2). */
export const Route = createFileRoute('/$')({
  staticData: { redirectOnly: true },
  beforeLoad: async ({ context: { queryClient } }) => {
    const brand = await ensureBrand(queryClient);
    throw redirect({ href: brand.home_path, replace: true });
  },
});
