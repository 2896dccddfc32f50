import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppShell } from '@/components/layout/AppShell';

/** The guide layout of spec §2 (/guidFileHome and its children): the app shell around the guide pages. */
export const Route = createFileRoute('/_guide')({
  component: GuideLayout,
});

function GuideLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
