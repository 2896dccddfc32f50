import { Button, HStack, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { setState, useAppStore } from '@/lib/store';
import { formatSyncedAt } from '@/lib/offline/synced-label';
import { getOfflineStatus, subscribeOfflineStatus } from '@/lib/offline/offline-status';
import { WifiOffIcon } from '../icons';
import { HEADER_HEIGHT } from '../layout/Header';
import { useOnline } from './useOnline';

/**
 * The line under the header that says what a lawyer on a train needs to know (issue 4 item 2):
 * - offline: the lists show data synced 今天 14:32 / 昨天 / a date (spec §3), and how many changes wait for the network;
 * - back online with changes still waiting: they are being synced;
 * - online, a call failed to reach the server: spec §8's network-error flag (what NetworkBanner showed).
 */
export function OfflineBanner() {
  const online = useOnline();
  const networkError = useAppStore((s) => s.networkError);
  const token = useAppStore((s) => s.token);
  const { syncedAt, pending } = useSyncExternalStore(subscribeOfflineStatus, getOfflineStatus, getOfflineStatus);

  if (!online) {
    const synced = token && syncedAt ? `显示的是${formatSyncedAt(syncedAt)}同步的数据` : '联网后才能加载新内容';
    return (
      // Sticky under the header: a lawyer scrolled down a long list still sees that the data may be old.
      <HStack role="status" aria-live="polite" gap="3" px="5" py="2" bg="orange.50" borderBottomWidth="1px" borderColor="orange.200" color="orange.800" position="sticky" top={HEADER_HEIGHT} zIndex="sticky" data-testid="offline-banner">
        <WifiOffIcon boxSize="4" />
        <Text fontSize="sm" flex="1">
          当前处于离线状态，{synced}
          {pending > 0 ? `；${pending} 项操作待联网后同步` : ''}。
        </Text>
      </HStack>
    );
  }
  if (pending > 0) {
    return (
      <HStack role="status" aria-live="polite" gap="3" px="5" py="2" bg="blue.50" borderBottomWidth="1px" borderColor="blue.200" color="blue.800" data-testid="sync-banner">
        <Text fontSize="sm" flex="1">
          网络已恢复，正在同步离线时的 {pending} 项操作…
        </Text>
      </HStack>
    );
  }
  if (!networkError) return null;
  return (
    <HStack role="alert" gap="3" px="5" py="2" bg="orange.50" borderBottomWidth="1px" borderColor="orange.200" color="orange.800">
      <WifiOffIcon boxSize="4" />
      <Text fontSize="sm" flex="1">
        网络连接异常，部分内容可能无法加载。请检查网络后重试。
      </Text>
      <Button size="xs" variant="ghost" colorPalette="orange" onClick={() => setState({ networkError: false })}>
        知道了
      </Button>
    </HStack>
  );
}
