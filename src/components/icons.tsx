/**
 * The app's line icons, drawn for LawDesk on a 24px grid (no icon package is installed; a dozen paths cost less than
 * one). Each renders through Chakra's Icon, so size and colour follow the usual style props.
 */
import { lineIcon } from './line-icon';

export const HomeIcon = lineIcon(
  'HomeIcon',
  <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />,
);
export const SearchIcon = lineIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M16.5 16.5L21 21" />
  </>,
);
export const BuildingIcon = lineIcon(
  'BuildingIcon',
  <>
    <rect x="4" y="3" width="16" height="18" rx="1" />
    <path d="M8 7h2M14 7h2M8 11h2M14 11h2M10 21v-4h4v4" />
  </>,
);
export const BookIcon = lineIcon(
  'BookIcon',
  <>
    <path d="M5 4h11a3 3 0 0 1 3 3v14H8a3 3 0 0 1-3-3z" />
    <path d="M5 18a3 3 0 0 1 3-3h11M9 8h6" />
  </>,
);
export const ContractIcon = lineIcon(
  'ContractIcon',
  <>
    <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" />
    <path d="M14 3v5h5M9 14l2 2 4-4" />
  </>,
);
export const PenIcon = lineIcon(
  'PenIcon',
  <>
    <path d="M4 20h4L19 9l-4-4L4 16z" />
    <path d="M13 7l4 4M13 20h7" />
  </>,
);
export const ChatFileIcon = lineIcon(
  'ChatFileIcon',
  <>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 9h8M8 12h5" />
  </>,
);
export const TraceIcon = lineIcon(
  'TraceIcon',
  <>
    <path d="M13 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h5M9 8h6M9 12h3" />
    <circle cx="16" cy="16" r="3" />
    <path d="M18.2 18.2L21 21" />
  </>,
);
export const TranslateIcon = lineIcon(
  'TranslateIcon',
  <>
    <path d="M3 5h9M7.5 3v2M10 5c-.5 3.5-3 7-6.5 8.5M5.5 8.5c1 2 3 3.8 5.5 4.8" />
    <path d="M13 21l4-9 4 9M14.5 18h5" />
  </>,
);
export const SparklesIcon = lineIcon(
  'SparklesIcon',
  <>
    <path d="M11 3l1.8 4.7 4.7 1.8-4.7 1.8L11 16l-1.8-4.7L4.5 9.5l4.7-1.8z" />
    <path d="M18.5 14.5l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8z" />
  </>,
);
export const SchoolIcon = lineIcon(
  'SchoolIcon',
  <>
    <path d="M2 9l10-5 10 5-10 5z" />
    <path d="M6 11v5c2 2.2 10 2.2 12 0v-5M22 9v5" />
  </>,
);
export const HistoryIcon = lineIcon(
  'HistoryIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const ExternalIcon = lineIcon(
  'ExternalIcon',
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);
export const InstallIcon = lineIcon(
  'InstallIcon',
  <>
    <rect x="3" y="4" width="18" height="12" rx="1.5" />
    <path d="M8 20h8M12 16v4M12 7v5M9.5 9.5L12 12l2.5-2.5" />
  </>,
);
export const UserIcon = lineIcon(
  'UserIcon',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1-4 4.5-6 8-6s7 2 8 6" />
  </>,
);
export const LogoutIcon = lineIcon(
  'LogoutIcon',
  <path d="M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4M10 17l-5-5 5-5M5 12h11" />,
);
export const ToolsIcon = lineIcon(
  'ToolsIcon',
  <>
    <path d="M10.5 3h3l5 17h-13z" />
    <path d="M8.7 9h6.6M7.5 14h9M3.5 20h17" />
  </>,
);
export const ShieldIcon = lineIcon(
  'ShieldIcon',
  <>
    <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" />
    <path d="M9 12l2 2 4-4" />
  </>,
);
export const ArrowRightIcon = lineIcon('ArrowRightIcon', <path d="M5 12h14M13 6l6 6-6 6" />);
export const SendIcon = lineIcon('SendIcon', <path d="M4 12l16-8-6 16-2.5-6.5z M11.5 13.5L20 4" />);
export const SettingsIcon = lineIcon(
  'SettingsIcon',
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2v3M12 19v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M2 12h3M19 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1" />
  </>,
);
export const WifiOffIcon = lineIcon(
  'WifiOffIcon',
  <path d="M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.7M19 12.9a10 10 0 0 0-2.3-1.6M2 8.8a15 15 0 0 1 4.2-2.6M22 8.8A15 15 0 0 0 11 5M12 20h.01" />,
);
