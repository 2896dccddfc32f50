/** Line icons of the playbook page, drawn on the same 24px grid as src/components/icons.tsx. */
import { lineIcon } from '@/components/line-icon';

export const LockIcon = lineIcon(
  'LockIcon',
  <>
    <rect x="5" y="11" width="14" height="9" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </>,
);
export const PlusIcon = lineIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);
export const EditIcon = lineIcon('EditIcon', <path d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4" />);
export const TrashIcon = lineIcon(
  'TrashIcon',
  <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />,
);
export const UndoIcon = lineIcon('UndoIcon', <path d="M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />);
export const SearchIcon = lineIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </>,
);
