import { Box, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, type ComponentType } from 'react';
import { useBrand } from '@/features/base/useBrand';
import { menusQueryOptions } from '@/features/base/queries';
import { useAppStore } from '@/lib/store';
import { visibleMenuKeys } from '@/features/admin/permission-model';
import { useMyPermissions } from '@/features/admin/useMyPermissions';
import {
  BookIcon,
  BuildingIcon,
  ChatFileIcon,
  ContractIcon,
  ExternalIcon,
  HistoryIcon,
  HomeIcon,
  PenIcon,
  SchoolIcon,
  SearchIcon,
  SparklesIcon,
  TraceIcon,
  TranslateIcon,
} from '../icons';
import { buildSidebar, type TSidebarEntry } from './sidebar-model';

const ICONS: Record<string, ComponentType<{ boxSize?: string }>> = {
  guidHome: HomeIcon,
  fxSearch: SearchIcon,
  enterpriseSearch: BuildingIcon,
  research: BookIcon,
  contract: ContractIcon,
  documentDraft: PenIcon,
  assistant: ChatFileIcon,
  traceability: TraceIcon,
  translateList: TranslateIcon,
  deepseek: SparklesIcon,
  zhishi: SchoolIcon,
  allHistory: HistoryIcon,
};

export const SIDEBAR_WIDTH = '208px';

const itemStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '2.5',
  px: '3',
  py: '2',
  rounded: 'md',
  fontSize: 'sm',
  color: 'fg',
  position: 'relative',
  transition: 'background 0.15s, color 0.15s',
  _hover: { bg: 'gray.100' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
  '&[data-active]': {
    bg: 'brand.subtle',
    color: 'brand.fg',
    fontWeight: 'semibold',
    _before: {
      content: '""',
      position: 'absolute',
      left: '-3',
      top: '2',
      bottom: '2',
      width: '3px',
      roundedRight: 'sm',
      bg: 'brand.solid',
    },
  },
} as const;

const NavLink = chakra(Link);

function Entry({ entry, active }: { entry: TSidebarEntry; active: boolean }) {
  const Icon = ICONS[entry.key] ?? HomeIcon;
  if (entry.external) {
    // zhishi is another site (spec §1: not routed): a new tab, so the lawyer keeps their work here.
    return (
      <chakra.a href={entry.path} target="_blank" rel="noopener noreferrer" css={itemStyles}>
        <Icon boxSize="4" />
        <Box as="span" flex="1">
          {entry.title}
        </Box>
        <ExternalIcon boxSize="3" color="fg.subtle" />
      </chakra.a>
    );
  }
  return (
    <NavLink
      to={entry.path}
      css={itemStyles}
      data-active={active ? '' : undefined}
      aria-current={active ? 'page' : undefined}
      data-menu-key={entry.key}
    >
      <Icon boxSize="4" />
      <span>{entry.title}</span>
    </NavLink>
  );
}

export function Sidebar() {
  const brand = useBrand();
  const token = useAppStore((s) => s.token);
  const currentMenu = useAppStore((s) => s.currentMenu);
  const menus = useQuery(menusQueryOptions(token)).data?.menus;
  // Roles (issue 12, spec §6): entries the member's roles do not open are hidden (the server refuses them anyway).
  const { permissions } = useMyPermissions();
  const groups = useMemo(
    () =>
      buildSidebar(brand, token ? menus : null)
        .map((g) => ({ ...g, entries: visibleMenuKeys(g.entries, permissions) }))
        .filter((g) => g.entries.length > 0),
    [brand, menus, token, permissions],
  );

  return (
    <Box
      as="nav"
      aria-label="主导航"
      w={SIDEBAR_WIDTH}
      flexShrink={0}
      px="3"
      py="4"
      overflowY="auto"
    >
      <Stack gap="5">
        {groups.map((g) => (
          <Box key={g.key} role="group" aria-label={g.title}>
            <Text px="3" mb="1.5" fontSize="xs" fontWeight="medium" color="fg.subtle" letterSpacing="0.1em">
              {g.title}
            </Text>
            <Stack gap="0.5">
              {g.entries.map((e) => (
                <Entry key={e.key} entry={e} active={e.key === currentMenu} />
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
