import { Box, Button, Menu, Portal, Spinner, Text, type ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import type { TDownloadKind } from '@common/api/contract';
import { DOWNLOAD_OPTIONS } from './download-task-file';
import { ChevronDownIcon, DownloadIcon } from '../icons';

type TProps = {
  onDownload: (kind: TDownloadKind) => void;
  /** Runs the guard before the menu opens (spec §5: no menu for a task still under review). */
  canOpen: () => boolean;
  downloading: TDownloadKind | null;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
};

/** 下载 with its five kinds (spec §9): 批注版, 修订版, 清洁版, 审查意见书, 原文. */
export function DownloadMenu({ onDownload, canOpen, downloading, size = 'xs', variant = 'ghost' }: TProps) {
  const [open, setOpen] = useState(false);
  return (
    <Menu.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open && canOpen())}
      onSelect={(d) => onDownload(d.value as TDownloadKind)}
      positioning={{ placement: 'bottom-end' }}
    >
      <Menu.Trigger asChild>
        <Button size={size} variant={variant} data-testid="download-menu" loading={downloading !== null} loadingText="下载中">
          <DownloadIcon />
          下载
          <ChevronDownIcon boxSize="3" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="240px">
            {DOWNLOAD_OPTIONS.map((o) => (
              <Menu.Item key={o.kind} value={o.kind} data-testid={`download-${o.kind}`} py="2">
                <Box flex="1">
                  <Text fontSize="sm" fontWeight="medium">
                    {o.label}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {o.hint}
                  </Text>
                </Box>
                {downloading === o.kind && <Spinner size="xs" />}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
