import { createFileRoute, redirect } from '@tanstack/react-router';
import { ensureBrand } from '@/features/base/queries';

/** The assistant layout's own path: /assistant, or /contract on the law-firm tenant (spec §2). */
export const Route = createFileRoute('/assistantHome')({
  staticData: { redirectOnly: true },
  beforeLoad: async ({ context: { queryClient } }) => {
    const brand = await ensureBrand(queryClient);
    throw redirect({ to: brand.is_law_firm ? '/contract' : '/assistant', replace: true });
  },
});
