import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/HomePage';

/** 首页 (spec §2): one route, shared by the guide and assistant layouts of the spec. */
export const Route = createFileRoute('/_guide/guidHome')({
  staticData: { title: '首页' },
  component: HomePage,
});
