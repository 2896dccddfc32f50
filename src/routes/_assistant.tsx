import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppShell } from '@/components/layout/AppShell';

/** The assistant layout of spec §2 (/assistantHome and its children): the app shell around the module pages. */
export const Route = createFileRoute('/_assistant')({
  component: AssistantLayout,
});

function AssistantLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
