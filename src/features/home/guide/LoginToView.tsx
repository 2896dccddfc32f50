import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { openLoginDialog } from '@/features/auth/login-gate';
import { HistoryIcon } from '@/components/icons';

/**
 * What a visitor sees on a public guide-layout page whose content belongs to an account (spec §2 lists /guidHistory
 * and /guidDetail as public: the page opens, the data needs a login). Logging in from here shows the content at once.
 */
export function LoginToView({ title, text }: { title: string; text: string }) {
  return (
    <Box px={{ base: '4', md: '8' }} py={{ base: '8', md: '16' }} data-testid="login-to-view">
      <Stack
        maxW="xl"
        mx="auto"
        align="center"
        textAlign="center"
        gap="4"
        bg="white"
        borderWidth="1px"
        borderColor="border"
        rounded="xl"
        px="8"
        py="12"
      >
        <Box display="inline-flex" p="4" rounded="full" bg="brand.subtle" color="brand.fg">
          <HistoryIcon boxSize="8" />
        </Box>
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Text color="fg.muted">{text}</Text>
        <Button colorPalette="brand" onClick={() => openLoginDialog()}>
          登录 / 注册
        </Button>
      </Stack>
    </Box>
  );
}
