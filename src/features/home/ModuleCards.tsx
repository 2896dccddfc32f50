import { Box, Button, HStack, SimpleGrid, Stack, Tag, Text, chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useBrand } from '@/features/base/useBrand';
import {
  ArrowRightIcon,
  ChatFileIcon,
  ContractIcon,
  PenIcon,
  SparklesIcon,
  TraceIcon,
  TranslateIcon,
} from '@/components/icons';
import { HOME_MODULES, type THomeModule } from './modules';

const ICONS: Record<THomeModule['key'], ComponentType<{ boxSize?: string }>> = {
  contract: ContractIcon,
  documentDraft: PenIcon,
  assistant: ChatFileIcon,
  traceability: TraceIcon,
  translateList: TranslateIcon,
  deepseek: SparklesIcon,
};

const CardLink = chakra(Link);
// Only fetched when a lawyer opens an example: off the first load (decision 015).
const ModuleExampleDialog = lazy(() => import('./ModuleExampleDialog'));

/**
 * Module cards (spec §2): a click opens the module (protected modules ask for login first and then open); the
 * 查看示例 button opens the 1200px example dialog with 立即体验. The card is a link whose area covers the card, with
 * the button above it, so no button sits inside a link.
 */
export function ModuleCards() {
  const brand = useBrand();
  const [example, setExample] = useState<THomeModule | null>(null);
  const modules = HOME_MODULES.filter((m) => !brand.hidden_menus.includes(m.key));
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {modules.map((m) => {
          const Icon = ICONS[m.key];
          return (
            <Box key={m.key} position="relative" data-module-card={m.key}>
              <CardLink
                to={m.to}
                data-module={m.key}
                display="block"
                h="full"
                bg="white"
                borderWidth="1px"
                borderColor="border"
                rounded="xl"
                // px/pt, not p: a p after pb overrode it and 查看示例 covered the tips (seen at 1440 and 1280 wide).
                px="5"
                pt="5"
                pb="14"
                transition="all 0.18s"
                _hover={{ borderColor: 'brand.300', shadow: 'md', transform: 'translateY(-2px)' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
                className="group"
              >
                <Stack gap="3" h="full">
                  <HStack justify="space-between">
                    <HStack gap="3">
                      <Box
                        display="inline-flex"
                        p="2.5"
                        rounded="lg"
                        colorPalette={m.palette}
                        bg="colorPalette.subtle"
                        color="colorPalette.fg"
                      >
                        <Icon boxSize="5" />
                      </Box>
                      <Text fontWeight="semibold" fontSize="md">
                        {m.title}
                      </Text>
                    </HStack>
                    <Box color="fg.subtle" _groupHover={{ color: 'brand.fg' }} transition="color 0.15s">
                      <ArrowRightIcon boxSize="4" />
                    </Box>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted" lineHeight="1.7" flex="1">
                    {m.desc}
                  </Text>
                  <HStack gap="1.5" wrap="wrap">
                    {m.tips.map((t) => (
                      <Tag.Root key={t} size="sm" variant="surface" colorPalette="gray">
                        <Tag.Label>{t}</Tag.Label>
                      </Tag.Root>
                    ))}
                  </HStack>
                </Stack>
              </CardLink>
              <Button
                position="absolute"
                left="5"
                bottom="4"
                size="xs"
                variant="outline"
                colorPalette="brand"
                aria-label={`查看${m.title}示例`}
                onClick={() => setExample(m)}
              >
                查看示例
              </Button>
            </Box>
          );
        })}
      </SimpleGrid>
      {example && (
        <Suspense fallback={null}>
          <ModuleExampleDialog module={example} onClose={() => setExample(null)} />
        </Suspense>
      )}
    </>
  );
}
