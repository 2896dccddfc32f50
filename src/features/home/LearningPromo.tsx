import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MENU_ENTRIES } from '@common/nav';
import { useAppStore } from '@/lib/store';
import { useBrand } from '@/features/base/useBrand';
import { ExternalIcon } from '@/components/icons';
import { courseUrl } from './course-url';
import { LEARNING_COUNTERS } from './modules';

const LEARNING_SITE = MENU_ENTRIES.find((e) => e.key === 'zhishi')?.path ?? '';

/** The learning-platform promo (spec §1), hidden where the tenant hides the learning group or entry. */
export function LearningPromo() {
  const brand = useBrand();
  const token = useAppStore((s) => s.token);
  if (!LEARNING_SITE || brand.hidden_menu_groups.includes('learning') || brand.hidden_menus.includes('zhishi')) return null;
  return (
    <Flex
      direction={{ base: 'column', lg: 'row' }}
      align={{ base: 'stretch', lg: 'center' }}
      gap="8"
      rounded="2xl"
      p={{ base: '6', md: '10' }}
      color="white"
      bgGradient="to-r"
      gradientFrom="brand.800"
      gradientTo="brand.600"
    >
      <Stack gap="3" flex="1">
        <Heading as="h2" size="xl">
          律台学习平台
        </Heading>
        <Text color="whiteAlpha.800" fontSize="sm">
          由一线律师与法官讲授的实务课程，覆盖诉讼、非诉与合规，随时随地学习。
        </Text>
        <Button asChild colorPalette="gold" alignSelf="flex-start" mt="2">
          <a href={courseUrl(LEARNING_SITE, token)} target="_blank" rel="noopener noreferrer">
            去学习
            <ExternalIcon />
          </a>
        </Button>
      </Stack>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" flex="1.4">
        {LEARNING_COUNTERS.map((c) => (
          <Box key={c.label} bg="whiteAlpha.100" rounded="xl" px="4" py="5" textAlign="center">
            <Text fontSize="2xl" fontWeight="bold" color="gold.300" lineHeight="1.2">
              {c.value}
            </Text>
            <Text fontSize="sm" color="whiteAlpha.800" mt="1">
              {c.label}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Flex>
  );
}
