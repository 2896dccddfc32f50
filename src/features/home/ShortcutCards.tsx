import { Box, Heading, HStack, Link as ChakraLink, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
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
    experience: '/documentDraft',
  },
  {
    key: 'assistant',
    title: '就一份租赁合同提问',
    // The stored sample asks exactly this (server/services/document/sample/sample-lease.ts).
    desc: '“承租人逾期支付租金要承担什么责任？”回答中的每句引文都能定位到原文的具体位置。',
    module: '文件问答',
    to: '/fileChatDetail',
    experience: '/assistant',
  },
  {
    key: 'traceability',
    title: '一张尽调表格',
    desc: '按清单逐项查找文件中的答案，每个单元格都附原文出处，未找到的写明检索了什么。',
    module: '简易尽调',
    to: '/traceabilityDetail',
    experience: '/traceability',
  },
] as const;

/**
 * Shortcut cards with example tasks (spec §1, §2 "Home page behaviour"): each opens the module's stored sample task
 * (?sample=1: the module creates it once per user and keeps its id), so a lawyer sees a finished result first;
 * 立即体验 under each opens the module to start a task of one's own.
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
          <Box key={c.key} position="relative" data-shortcut-card={c.key}>
            <CardLink
              to={c.to}
              // The detail routes read ?sample inside their lazy pages (no validateSearch), so the router's types omit it.
              search={{ sample: '1' } as never}
              data-shortcut={c.key}
              display="block"
              h="full"
              bg="white"
              borderWidth="1px"
              borderColor="border"
              rounded="xl"
              px="5"
              pt="5"
              pb="12"
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
            {/* spec §2: 'Experience now' goes to the module itself (a sibling of the card link: no link inside a link). */}
            <ChakraLink
              asChild
              position="absolute"
              left="5"
              bottom="4"
              fontSize="sm"
              fontWeight="medium"
              color="brand.fg"
              aria-label={`立即体验${c.module}`}
            >
              <Link to={c.experience}>立即体验</Link>
            </ChakraLink>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
