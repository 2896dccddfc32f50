import { Box, Flex } from '@chakra-ui/react';
import { useMatches } from '@tanstack/react-router';
import { type ReactNode } from 'react';
import { Header, HEADER_HEIGHT } from './Header';
import { Sidebar } from './Sidebar';
import { Footer } from './Footer';
import { OfflineBanner } from '../offline/OfflineBanner';
import { PermissionGate } from '@/features/admin/PermissionGate';
import { usePageViewPoint } from '@/features/admin/usePageViewPoint';

/** Header + sidebar + content + footer. Routes with staticData.hideSidebar (/elementBasedUpload, /draftDetail) keep the header only. */
export function AppShell({ children }: { children: ReactNode }) {
  const hideSidebar = useMatches({ select: (ms) => ms.some((m) => m.staticData.hideSidebar) });
  // Roles (issue 12, spec §6): a page the member may not use shows 没有权限; every page opened is one data point.
  usePageViewPoint();
  return (
    <Flex direction="column" minH="100vh">
      <Header />
      <OfflineBanner />
      <Flex flex="1" minH="0" align="stretch">
        {!hideSidebar && (
          // The column is as tall as the page (white to the bottom); the menu inside stays in view while scrolling.
          <Box bg="white" borderRightWidth="1px" borderColor="border" flexShrink={0}>
            <Box position="sticky" top={HEADER_HEIGHT} h={`calc(100vh - ${HEADER_HEIGHT})`} display="flex">
              <Sidebar />
            </Box>
          </Box>
        )}
        <Flex as="main" direction="column" flex="1" minW="0">
          <Box flex="1">
            <PermissionGate>{children}</PermissionGate>
          </Box>
          <Footer />
        </Flex>
      </Flex>
    </Flex>
  );
}
