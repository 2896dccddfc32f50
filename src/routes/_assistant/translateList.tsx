import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/UnderConstruction';

export const Route = createFileRoute('/_assistant/translateList')({
  staticData: { title: '法律翻译', description: '中英法律文件互译，支持术语库统一译法。' },
  component: UnderConstruction,
});
