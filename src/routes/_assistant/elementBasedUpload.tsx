import { createFileRoute } from '@tanstack/react-router';
import { ElementUploadPage } from '@/features/element-draft/ElementUploadPage';

/** 要素式文书起草 (spec §2: no sidebar): draft a document from an uploaded case file. */
export const Route = createFileRoute('/_assistant/elementBasedUpload')({
  staticData: { title: '要素式文书起草', description: '按要素生成起诉状、答辩状、律师函等常用法律文书。', hideSidebar: true },
  component: ElementUploadPage,
});
