import { createFileRoute, redirect } from '@tanstack/react-router';

/** The guide layout's own path redirects to its home page (spec §2). */
export const Route = createFileRoute('/guidFileHome')({
  staticData: { redirectOnly: true },
  beforeLoad: () => {
    throw redirect({ to: '/guidHome', replace: true });
  },
});
