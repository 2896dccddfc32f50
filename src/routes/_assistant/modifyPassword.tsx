import { createFileRoute } from '@tanstack/react-router';
import { ModifyPasswordPage } from '@/features/accounts/ModifyPasswordPage';

/** 修改密码 (spec §2; a public path: visitors are asked to log in on the page). */
export const Route = createFileRoute('/_assistant/modifyPassword')({
  staticData: { title: '修改密码' },
  component: ModifyPasswordPage,
});
