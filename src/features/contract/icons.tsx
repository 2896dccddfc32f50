/**
 * Line icons of the contract review pages, on the same 24px grid as src/components/icons.tsx (no icon package).
 * They live with the module so they load with its lazy route chunks, not with the first page.
 */
import { Icon, type IconProps } from '@chakra-ui/react';
import { lineIcon } from '@/components/line-icon';

export const UploadCloudIcon = lineIcon(
  'UploadCloudIcon',
  <>
    <path d="M7 18a4.5 4.5 0 0 1-.6-8.96A6 6 0 0 1 18 8.5a4 4 0 0 1-.5 9.5" />
    <path d="M12 12v8M9 15l3-3 3 3" />
  </>,
);
export const InfoIcon = lineIcon(
  'InfoIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>,
);
export const RefreshIcon = lineIcon(
  'RefreshIcon',
  <>
    <path d="M20 11a8 8 0 0 0-14.3-4.9L4 8" />
    <path d="M4 4v4h4M4 13a8 8 0 0 0 14.3 4.9L20 16" />
    <path d="M20 20v-4h-4" />
  </>,
);
export const DownloadIcon = lineIcon(
  'DownloadIcon',
  <>
    <path d="M12 4v11M7.5 10.5L12 15l4.5-4.5" />
    <path d="M5 19h14" />
  </>,
);
export const EyeIcon = lineIcon(
  'EyeIcon',
  <>
    <path d="M2.5 12s3.5-6.5 9.5-6.5S21.5 12 21.5 12s-3.5 6.5-9.5 6.5S2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="2.8" />
  </>,
);
export const EditIcon = lineIcon(
  'EditIcon',
  <>
    <path d="M4 20h4L19 9l-4-4L4 16z" />
    <path d="M13.5 6.5l4 4" />
  </>,
);
export const TrashIcon = lineIcon(
  'TrashIcon',
  <>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M6 7l1 13h10l1-13M9 7V4h6v3" />
  </>,
);
export const RetryIcon = lineIcon(
  'RetryIcon',
  <>
    <path d="M4 12a8 8 0 1 0 2.4-5.7L4 8.5" />
    <path d="M4 4v4.5h4.5" />
  </>,
);
export const ChevronDownIcon = lineIcon('ChevronDownIcon', <path d="M6 9l6 6 6-6" />);
export const ChevronRightIcon = lineIcon('ChevronRightIcon', <path d="M9 6l6 6-6 6" />);
export const ChevronLeftIcon = lineIcon('ChevronLeftIcon', <path d="M15 6l-6 6 6 6" />);
export const FilterIcon = lineIcon('FilterIcon', <path d="M4 5h16l-6 7.5V19l-4 1.5v-8z" />);
export const SortIcon = lineIcon(
  'SortIcon',
  <>
    <path d="M7 4v16M4 17l3 3 3-3" />
    <path d="M17 20V4M14 7l3-3 3 3" />
  </>,
);
export const MoreIcon = lineIcon(
  'MoreIcon',
  <>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </>,
);
export const ScaleIcon = lineIcon(
  'ScaleIcon',
  <>
    <path d="M12 4v16M7 20h10M5 7h14M12 4l-1 3h2z" />
    <path d="M5 7l-3 6a3 3 0 0 0 6 0zM19 7l-3 6a3 3 0 0 0 6 0z" />
  </>,
);
export const CheckIcon = lineIcon('CheckIcon', <path d="M5 12.5l4.5 4.5L19 7.5" />);
export const XIcon = lineIcon('XIcon', <path d="M6 6l12 12M18 6L6 18" />);
export const UndoIcon = lineIcon(
  'UndoIcon',
  <>
    <path d="M9 14L4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </>,
);
export const AlertIcon = lineIcon(
  'AlertIcon',
  <>
    <path d="M12 3.5L2.5 20h19z" />
    <path d="M12 10v4.5M12 17.5h.01" />
  </>,
);
export const BookOpenIcon = lineIcon(
  'BookOpenIcon',
  <>
    <path d="M3 5.5C5.5 4.5 8.5 4.5 12 6.5c3.5-2 6.5-2 9-1V19c-2.5-1-5.5-1-9 1-3.5-2-6.5-2-9-1z" />
    <path d="M12 6.5V20" />
  </>,
);
export const ArrowLeftIcon = lineIcon('ArrowLeftIcon', <path d="M19 12H5M11 6l-6 6 6 6" />);

/** The Word file mark of the file card: a page with a blue W badge (filled, unlike the line icons). */
export function WordFileIcon(props: IconProps) {
  return (
    <Icon boxSize="10" {...props}>
      <svg viewBox="0 0 40 40" aria-hidden="true">
        <path
          d="M9 3h16l8 8v24a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z"
          fill="#e8f0fb"
          stroke="#9fbbe0"
        />
        <path d="M25 3v6a2 2 0 0 0 2 2h6" fill="#cfdef3" stroke="#9fbbe0" />
        <rect x="3" y="17" width="20" height="14" rx="2" fill="#2b5fad" />
        <path
          d="M6.5 20.5l1.9 7 2.1-6 2.1 6 1.9-7"
          fill="none"
          stroke="#fff"
          strokeWidth="1.6"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        <path d="M26 20h4M26 24h4M26 28h4" stroke="#9fbbe0" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
    </Icon>
  );
}
export const CalendarIcon = lineIcon(
  'CalendarIcon',
  <>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
);
