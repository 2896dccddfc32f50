import { createFileRoute, redirect } from '@tanstack/react-router';
import { ensureBrand } from '@/features/base/queries';

/** /main was the old top-level layout (spec §2); it has no page of its own, so it opens the tenant's home. */
export const Route = createFileRoute('/main')({
  staticData: { redirectOnly: true },
  beforeLoad: async ({ context: { queryClient } }) => {
    const brand = await ensureBrand(queryClient);
    throw redirect({ href: brand.home_path, replace: true });
  },
});
