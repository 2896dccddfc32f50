import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/UnderConstruction';

export const Route = createFileRoute('/_assistant/termListDetail')({
  staticData: { title: '术语详情', description: '中英法律文件互译，支持术语库统一译法。' },
  component: UnderConstruction,
});
