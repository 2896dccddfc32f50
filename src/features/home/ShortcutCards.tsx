import { Box, Heading, HStack, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useBrand } from '@/features/base/useBrand';
import { ArrowRightIcon } from '@/components/icons';

const CardLink = chakra(Link);

const SHORTCUTS = [
  {
    key: 'documentDraft',
    title: '起草一份民事起诉状',
    desc: '从一段借款纠纷的案情出发，自动填写当事人、金额与日期，缺少的要素标注【待补充】。',
    module: '文书起草',
    to: '/draftDetail',
  },
  {
    key: 'assistant',
    title: '就一份租赁合同提问',
    desc: '“押金什么情况下不退？”回答中的每句引文都能定位到原文的具体位置。',
    module: '文件问答',
    to: '/fileChatDetail',
  },
  {
    key: 'traceability',
    title: '一张尽调表格',
    desc: '按清单逐项查找文件中的答案，每个单元格都附原文出处，未找到的写明检索了什么。',
    module: '简易尽调',
    to: '/traceabilityDetail',
  },
] as const;

/**
 * Shortcut cards with example tasks (spec §1, §2 "Home page behaviour"): each opens the module's stored sample task
 * (?sample=1: the module creates it once per user and keeps its id), so a lawyer sees a finished result first.
 */
export default function ShortcutCards() {
  const brand = useBrand();
  const cards = SHORTCUTS.filter((c) => !brand.hidden_menus.includes(c.key));
  if (cards.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="home-shortcuts">
      <Heading as="h2" id="home-shortcuts" size="lg" mb="4">
        看看示例
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {cards.map((c) => (
          <CardLink
            key={c.key}
            to={c.to}
            // The detail routes read ?sample inside their lazy pages (no validateSearch), so the router's types omit it.
            search={{ sample: '1' } as never}
            data-shortcut={c.key}
            display="block"
            bg="white"
            borderWidth="1px"
            borderColor="border"
            rounded="xl"
            p="5"
            transition="all 0.18s"
            _hover={{ borderColor: 'brand.300', shadow: 'md' }}
          >
            <Stack gap="2">
              <HStack justify="space-between">
                <Text fontSize="xs" color="brand.fg" fontWeight="semibold">
                  {c.module} · 示例
                </Text>
                <ArrowRightIcon boxSize="4" />
              </HStack>
              <Text fontWeight="semibold">{c.title}</Text>
              <Text fontSize="sm" color="fg.muted">
                {c.desc}
              </Text>
            </Stack>
          </CardLink>
        ))}
      </SimpleGrid>
    </Box>
  );
}
