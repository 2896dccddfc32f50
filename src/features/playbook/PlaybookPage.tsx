import { Alert, Badge, Box, Button, Flex, Heading, HStack, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { PLAYBOOK_GENERAL, type TPlaybookCategory } from '@common/api/playbook';
import { Code } from '@common/codes';
import { ApiError } from '@/lib/api-client';
import { useAppStore } from '@/lib/store';
import { BuiltinChecksTable } from './BuiltinChecksTable';
import { ChangeHistory } from './ChangeHistory';
import { CustomChecksSection } from './CustomChecksSection';
import { NoPermission } from './NoPermission';
import { playbookQueryOptions } from './queries';
import type { TPlaybookTab } from './route-search';

type TProps = {
  categoryId: string;
  tab: TPlaybookTab;
  onCategoryChange: (id: string) => void;
  onTabChange: (tab: TPlaybookTab) => void;
};

function CategoryNav({ categories, active, onSelect }: { categories: TPlaybookCategory[]; active: string; onSelect: (id: string) => void }) {
  return (
    <Stack as="nav" aria-label="合同类型" gap="0.5" w="232px" flexShrink={0} bg="white" borderWidth="1px" borderColor="border" rounded="lg" p="2" alignSelf="flex-start" position="sticky" top="80px">
      <Text fontSize="xs" color="fg.subtle" px="3" pt="1" pb="2">
        合同类型
      </Text>
      {categories.map((c) => {
        const current = c.id === active;
        return (
          <Box
            as="button"
            key={c.id}
            onClick={() => onSelect(c.id)}
            aria-current={current ? 'true' : undefined}
            textAlign="left"
            px="3"
            py="2"
            rounded="md"
            bg={current ? 'brand.subtle' : 'transparent'}
            color={current ? 'brand.fg' : 'fg'}
            _hover={{ bg: current ? 'brand.subtle' : 'bg.muted' }}
            data-testid="category-option"
          >
            <Text fontSize="sm" fontWeight={current ? 'semibold' : 'normal'}>
              {c.id === PLAYBOOK_GENERAL ? '通用检查（所有合同）' : c.name}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {c.check_count}项内置
              {c.changed_count > 0 ? ` · 已调整${c.changed_count}` : ''}
              {c.custom_count > 0 ? ` · 本所${c.custom_count}` : ''}
            </Text>
          </Box>
        );
      })}
    </Stack>
  );
}

/** 审查规则配置 (issue 5 item 5): a contract type on the left; its built-in checks, the firm's checks and the history. */
export function PlaybookPage({ categoryId, tab, onCategoryChange, onTabChange }: TProps) {
  const isAdmin = useAppStore((s) => s.is_admin);
  const query = useQuery({ ...playbookQueryOptions(categoryId), enabled: isAdmin, retry: false });

  const forbidden = query.error instanceof ApiError && query.error.code === Code.FORBIDDEN;
  if (!isAdmin || forbidden) return <NoPermission />;

  const data = query.data;
  const generalCount = data?.categories.find((c) => c.id === PLAYBOOK_GENERAL)?.check_count ?? 0;

  return (
    <Box px={{ base: '4', md: '8' }} py="6" data-testid="playbook-page">
      <Stack gap="1" mb="5">
        <Heading as="h1" size="lg">
          审查规则配置
        </Heading>
        <Text color="fg.muted" fontSize="sm" maxW="3xl">
          按本所的审查标准调整合同审查：停用不适用的内置检查、调整风险等级，或添加本所自己的检查。修改即时保存，对之后发起的审查生效，已完成的审查结果不变。
        </Text>
      </Stack>

      {query.isError && !data ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{query.error instanceof Error ? query.error.message : '加载失败'}</Alert.Title>
          <Button size="xs" variant="outline" ml="auto" onClick={() => void query.refetch()}>
            重试
          </Button>
        </Alert.Root>
      ) : !data ? (
        <Flex gap="6">
          <Skeleton w="232px" h="480px" rounded="lg" />
          <Skeleton flex="1" h="480px" rounded="lg" />
        </Flex>
      ) : (
        <Flex gap="6" align="flex-start">
          <CategoryNav categories={data.categories} active={data.category.id} onSelect={onCategoryChange} />
          <Box flex="1" minW="0" bg="white" borderWidth="1px" borderColor="border" rounded="lg" px="6" py="5">
            <HStack gap="3" mb="1">
              <Heading as="h2" size="md">
                {data.category.id === PLAYBOOK_GENERAL ? '通用检查' : data.category.name}
              </Heading>
              {query.isFetching && (
                <Badge variant="plain" color="fg.subtle">
                  更新中…
                </Badge>
              )}
            </HStack>
            <Text fontSize="sm" color="fg.muted" mb="4">
              {data.category.id === PLAYBOOK_GENERAL ? (
                '这些检查适用于所有类型的合同（当事人、价款、违约责任、争议解决、签署等）。在这里停用或调整，会影响每一类合同的审查。'
              ) : (
                <>
                  审查{data.category.name}时执行下列{data.category.check_count}项专项检查，另外还会执行{generalCount}项
                  <Button variant="plain" size="sm" h="auto" p="0" colorPalette="brand" verticalAlign="baseline" onClick={() => onCategoryChange(PLAYBOOK_GENERAL)}>
                    通用检查
                  </Button>
                  。
                </>
              )}
            </Text>
            <Tabs.Root value={tab} onValueChange={(e) => onTabChange(e.value as TPlaybookTab)} colorPalette="brand" lazyMount>
              <Tabs.List>
                <Tabs.Trigger value="builtin">
                  内置检查
                  <Badge size="sm" variant="subtle">
                    {data.checks.length}
                  </Badge>
                </Tabs.Trigger>
                <Tabs.Trigger value="custom">
                  本所检查
                  <Badge size="sm" variant="subtle">
                    {data.custom_checks.length}
                  </Badge>
                </Tabs.Trigger>
                <Tabs.Trigger value="history">修改记录</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="builtin" pt="4">
                <BuiltinChecksTable key={data.category.id} categoryId={data.category.id} checks={data.checks} />
              </Tabs.Content>
              <Tabs.Content value="custom" pt="4">
                <CustomChecksSection category={data.category} categories={data.categories} checks={data.custom_checks} />
              </Tabs.Content>
              <Tabs.Content value="history" pt="4">
                <ChangeHistory category={data.category} />
              </Tabs.Content>
            </Tabs.Root>
          </Box>
        </Flex>
      )}
    </Box>
  );
}
