import { Box, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useBrand } from '@/features/base/useBrand';

const LEGAL_LINKS = [
  { to: '/userAgree', label: '用户服务协议' },
  { to: '/userPrivacy', label: '隐私政策' },
  { to: '/disclaimers', label: '免责声明' },
] as const;

/** Generative-AI notice and the reminder that AI output is not legal advice (spec §1), on every page with the shell. */
export function Footer() {
  // A partner-branded deployment carries its own name here, as in the header and the page titles.
  const brand = useBrand();
  return (
    <Box as="footer" py="5" px="6" borderTopWidth="1px" borderColor="border" bg="white">
      <Stack gap="1.5" align="center" textAlign="center" fontSize="xs" color="fg.muted">
        <Text>本服务所用生成式人工智能模型已按规定履行备案程序。AI生成内容仅供参考，不构成正式法律意见。</Text>
        <HStack gap="3" wrap="wrap" justify="center">
          {LEGAL_LINKS.map((l) => (
            <ChakraLink key={l.to} asChild color="fg.muted" _hover={{ color: 'brand.fg' }}>
              <Link to={l.to}>{l.label}</Link>
            </ChakraLink>
          ))}
          <Text as="span">© {brand.product_title}</Text>
        </HStack>
      </Stack>
    </Box>
  );
}
