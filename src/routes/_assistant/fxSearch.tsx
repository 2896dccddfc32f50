import { Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/UnderConstruction';
import { parseSearchParams } from '@/features/home/search-target';

/** 法律检索: /fxSearch?type=1|2&keyword=&isAiSearch=&isIndex=true (spec §2). */
export const Route = createFileRoute('/_assistant/fxSearch')({
  staticData: { title: '法律检索', description: '检索法律法规与裁判文书，AI 可根据问题自动制定检索方案。' },
  validateSearch: (raw: Record<string, unknown>) => parseSearchParams(raw, 1),
  component: FxSearchPage,
});

function FxSearchPage() {
  const { type, keyword, isAiSearch } = Route.useSearch();
  return (
    <UnderConstruction>
      {keyword && (
        <Text fontSize="sm" color="fg.muted" bg="bg.muted" px="3" py="1.5" rounded="md">
          {type === 2 ? '裁判文书' : '法律法规'}
          {isAiSearch ? ' · AI 智能检索' : ''}：{keyword}
        </Text>
      )}
    </UnderConstruction>
  );
}
