import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useMatches } from '@tanstack/react-router';
import { type ReactNode } from 'react';
import { useBrand } from '@/features/base/useBrand';
import { ToolsIcon } from './icons';

/**
 * The 建设中 panel for pages whose module is not built yet: the page's Chinese title (from the route's staticData),
 * one sentence, and a way back to 首页 — never a blank screen.
 */
export function UnderConstruction({ title: titleProp, children }: { title?: string; children?: ReactNode }) {
  const brand = useBrand();
  const staticData = useMatches({ select: (ms) => ms[ms.length - 1]?.staticData });
  const title = titleProp ?? staticData?.title ?? '页面';
  return (
    <Box px={{ base: '4', md: '8' }} py={{ base: '8', md: '16' }} data-testid="under-construction">
      <Stack
        maxW="xl"
        mx="auto"
        align="center"
        textAlign="center"
        gap="4"
        bg="white"
        borderWidth="1px"
        borderColor="border"
        rounded="xl"
        px="8"
        py="12"
        shadow="xs"
      >
        <Box display="inline-flex" p="4" rounded="full" bg="brand.subtle" color="brand.fg">
          <ToolsIcon boxSize="8" />
        </Box>
        <Heading as="h1" size="xl" color="fg">
          {title}
        </Heading>
        <Text color="fg.muted" maxW="lg">
          「{title}」功能正在建设中，上线后将在这里为您提供服务。{staticData?.description ?? ''}
        </Text>
        {children}
        <Button asChild colorPalette="brand" mt="2">
          <Link to={brand.home_path}>返回首页</Link>
        </Button>
      </Stack>
    </Box>
  );
}
