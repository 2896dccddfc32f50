import { createFileRoute } from '@tanstack/react-router';
import { TranslateListPage } from '@/features/translation/TranslateListPage';

export const Route = createFileRoute('/_guide/guidTranslateList')({
  staticData: { title: '法律翻译', description: '中英法律文件互译，支持术语库统一译法。' },
  component: TranslateListPage,
});
