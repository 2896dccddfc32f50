import { createFileRoute, redirect } from '@tanstack/react-router';
import { ensureBrand } from '@/features/base/queries';

/** / goes to the tenant's home, keeping the query (the login check's ?redirect=... must survive). */
export const Route = createFileRoute('/')({
  staticData: { redirectOnly: true },
  beforeLoad: async ({ context: { queryClient }, location }) => {
    const brand = await ensureBrand(queryClient);
    throw redirect({ href: `${brand.home_path}${location.searchStr}`, replace: true });
  },
});
