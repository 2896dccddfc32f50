import { Button, HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { TRecommendItem, TRecommendType } from '@common/api/learning';
import { recommendQueryOptions } from '@/features/learning/queries';
import type { THomeTab } from './search-target';

/** spec §7 "Home recommendations": the law and case tabs suggest keywords, the question tab questions (4 each). */
const RECOMMEND_FOR: Record<THomeTab, TRecommendType | null> = { law: 'law', case: 'case', research: 'question', company: null };

function wordOf(item: TRecommendItem): string {
  if ('question_name' in item) return item.question_name;
  if ('keyword_name' in item) return item.keyword_name;
  return '';
}

/** The suggestions under the home search box; a click searches (or asks) it at once, as typing it and Enter would. */
export function SearchSuggestions({ tab, onPick }: { tab: THomeTab; onPick: (text: string) => void }) {
  const type = RECOMMEND_FOR[tab];
  // A failing call only leaves the row out (silent): suggestions are a convenience.
  const { data } = useQuery({ ...recommendQueryOptions(type ?? 'law'), enabled: type !== null });
  const words = type ? (data?.items.map(wordOf).filter(Boolean) ?? []) : [];
  if (words.length === 0) return null;
  return (
    <HStack gap="2" wrap="wrap" mt="3" data-testid="search-suggestions">
      <Text fontSize="xs" color="fg.subtle">
        {tab === 'research' ? '大家都在问' : '热门检索'}
      </Text>
      {words.map((w) => (
        <Button key={w} size="xs" variant="subtle" colorPalette="gray" rounded="full" fontWeight="normal" onClick={() => onPick(w)}>
          {w}
        </Button>
      ))}
    </HStack>
  );
}
