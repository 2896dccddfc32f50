import { Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { StandalonePage } from '@/components/StandalonePage';
import { UnderConstruction } from '@/components/UnderConstruction';

/** /research/{id} (standalone research detail; 'init' starts a new question from the home page, spec §2). */
export const Route = createFileRoute('/research/$id')({
  staticData: { title: '法律研究' },
  validateSearch: (raw: Record<string, unknown>): { isIndex?: boolean; question?: string } => ({
    isIndex: raw.isIndex === true || raw.isIndex === 'true' ? true : undefined,
    question: typeof raw.question === 'string' && raw.question ? raw.question : undefined,
  }),
  component: ResearchDetailPage,
});

function ResearchDetailPage() {
  const { question } = Route.useSearch();
  return (
    <StandalonePage>
      <UnderConstruction title="法律研究">
        {question && (
          <Text fontSize="sm" color="fg.muted" bg="bg.muted" px="3" py="1.5" rounded="md" maxW="md" lineClamp={3}>
            您的问题：{question}
          </Text>
        )}
      </UnderConstruction>
    </StandalonePage>
  );
}
