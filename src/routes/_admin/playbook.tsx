import { createFileRoute } from '@tanstack/react-router';
import { PLAYBOOK_GENERAL } from '@common/api/playbook';
import { PlaybookPage } from '@/features/playbook/PlaybookPage';
import { validatePlaybookSearch } from '@/features/playbook/route-search';

/** 审查规则配置: the firm's playbook for contract review (issue 5 item 5); admins only. */
export const Route = createFileRoute('/_admin/playbook')({
  staticData: { title: '审查规则配置', description: '企业管理员可在此配置本所合同审查使用的检查规则。' },
  validateSearch: validatePlaybookSearch,
  component: PlaybookRoute,
});

function PlaybookRoute() {
  const { category, tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PlaybookPage
      categoryId={category ?? PLAYBOOK_GENERAL}
      tab={tab ?? 'builtin'}
      onCategoryChange={(id) => void navigate({ search: (prev) => ({ ...prev, category: id }) })}
      onTabChange={(t) => void navigate({ search: (prev) => ({ ...prev, tab: t }), replace: true })}
    />
  );
}
