import { createFileRoute } from '@tanstack/react-router';
import { TermListPage } from '@/features/translation/TermListPage';

export const Route = createFileRoute('/_assistant/termList')({
  staticData: { title: '术语表', description: '中英法律文件互译，支持术语库统一译法。' },
  component: TermListPage,
});
