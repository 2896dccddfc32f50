import { Box, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { StandalonePage } from '@/components/StandalonePage';
import { ShieldIcon } from '@/components/icons';
import { type TLegalText } from './texts';

const RELATED = [
  { to: '/userAgree', label: '用户服务协议' },
  { to: '/userPrivacy', label: '隐私政策' },
  { to: '/privacy', label: '个人信息保护指引' },
  { to: '/disclaimers', label: '免责声明' },
  { to: '/purchase', label: '会员服务协议' },
] as const;

/** A legal text as a readable article (no login needed). */
export function LegalPage({ text }: { text: TLegalText }) {
  return (
    <StandalonePage maxW="3xl">
      <Box as="article" bg="white" borderWidth="1px" borderColor="border" rounded="xl" px={{ base: '5', md: '12' }} py="10">
        <HStack gap="3" mb="4" color="brand.fg">
          <ShieldIcon boxSize="6" />
          <Heading as="h1" size="2xl">
            {text.title}
          </Heading>
        </HStack>
        <Text color="fg.muted" mb="8">
          {text.intro}
        </Text>
        <Stack gap="6">
          {text.sections.map((s) => (
            <Box as="section" key={s.heading}>
              <Heading as="h2" size="md" mb="2">
                {s.heading}
              </Heading>
              <Stack gap="2">
                {s.paragraphs.map((p) => (
                  <Text key={p} lineHeight="1.9">
                    {p}
                  </Text>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
        <HStack mt="10" pt="5" borderTopWidth="1px" borderColor="border" gap="4" wrap="wrap" fontSize="sm">
          <Text color="fg.muted">相关文件：</Text>
          {RELATED.filter((r) => r.label !== text.title).map((r) => (
            <ChakraLink key={r.to} asChild color="brand.fg">
              <Link to={r.to}>{r.label}</Link>
            </ChakraLink>
          ))}
        </HStack>
      </Box>
    </StandalonePage>
  );
}
