import { Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/UnderConstruction';
import { parseSearchParams } from '@/features/home/search-target';

/** 企业查询: /enterpriseSearch?type=3&keyword=&isIndex=true (spec §2). */
export const Route = createFileRoute('/_assistant/enterpriseSearch')({
  staticData: { title: '企业查询', description: '查询企业工商信息、股东高管与关联风险。' },
  validateSearch: (raw: Record<string, unknown>) => parseSearchParams(raw, 3),
  component: EnterpriseSearchPage,
});

function EnterpriseSearchPage() {
  const { keyword } = Route.useSearch();
  return (
    <UnderConstruction>
      {keyword && (
        <Text fontSize="sm" color="fg.muted" bg="bg.muted" px="3" py="1.5" rounded="md">
          企业查询：{keyword}
        </Text>
      )}
    </UnderConstruction>
  );
}
