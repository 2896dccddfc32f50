import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useBrand } from '@/features/base/useBrand';
import { HomeSearch } from './HomeSearch';
import { ModuleCards } from './ModuleCards';
import { ContractPromo } from './ContractPromo';
import { LearningPromo } from './LearningPromo';
import { SignupPromo } from './SignupPromo';
import { InstallPromo } from './InstallPromo';
import { clientSettingsQueryOptions } from './client-settings';

// Below the fold or after login: lazy, so the first load of /guidHome stays within its budget (decision 015).
const CourseBanners = lazy(() => import('@/features/learning/CourseBanners'));
const QrPopupDialog = lazy(() => import('@/features/learning/QrPopupDialog'));
const ShortcutCards = lazy(() => import('./ShortcutCards'));

/**
 * /guidHome (spec §1/§2): the input box with four tabs, the module cards, the contract review and learning promos,
 * the course banner rows (精选 / 最新) and, after login, the new-user QR dialog.
 */
export function HomePage() {
  const brand = useBrand();
  // APP_ENV=test deployments say so, so nobody mistakes a test server's results for real work (issue 13).
  const isTest = useQuery(clientSettingsQueryOptions()).data?.environment === 'test';
  return (
    <Box px={{ base: '4', md: '8' }} py="8">
      <Stack gap="8" maxW="1120px" mx="auto">
        <Box
          as="section"
          aria-labelledby="home-title"
          rounded="2xl"
          px={{ base: '5', md: '10' }}
          py={{ base: '8', md: '10' }}
          bg="white"
          borderWidth="1px"
          borderColor="border"
          backgroundImage="radial-gradient(circle at 100% 0%, var(--chakra-colors-brand-50) 0, transparent 45%)"
        >
          <Stack gap="1" mb="6">
            <HStack gap="3" wrap="wrap">
              <Heading as="h1" id="home-title" size="2xl" color="brand.900">
                {brand.product_title}，懂法律的 AI 工作台
              </Heading>
              {isTest && (
                <Badge colorPalette="orange" variant="solid" data-testid="test-environment">
                  测试环境
                </Badge>
              )}
            </HStack>
            <Text color="fg.muted">检索法规与案例、研究法律问题、审查与起草文书，一站完成。</Text>
          </Stack>
          <HomeSearch />
        </Box>
        <Suspense fallback={null}>
          <ShortcutCards />
        </Suspense>
        <SignupPromo />
        <Box as="section" aria-labelledby="home-modules">
          <Heading as="h2" id="home-modules" size="lg" mb="4">
            常用功能
          </Heading>
          <ModuleCards />
        </Box>
        <InstallPromo />
        <ContractPromo />
        <LearningPromo />
        <Suspense fallback={null}>
          <CourseBanners />
        </Suspense>
      </Stack>
      <Suspense fallback={null}>
        <QrPopupDialog />
      </Suspense>
    </Box>
  );
}
