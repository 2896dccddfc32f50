import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { useAppStore } from '@/lib/store';
import { openLoginDialog } from '@/features/auth/login-gate';
import { SparklesIcon } from '@/components/icons';

/** 注册送1天会员 (spec §1), for visitors only. */
export function SignupPromo() {
  const token = useAppStore((s) => s.token);
  if (token) return null;
  return (
    <Flex
      align="center"
      justify="space-between"
      gap="4"
      wrap="wrap"
      rounded="xl"
      px="5"
      py="3"
      bg="gold.50"
      borderWidth="1px"
      borderColor="gold.200"
    >
      <HStack gap="3" color="gold.800">
        <SparklesIcon boxSize="5" />
        <Text fontSize="sm">
          <Text as="strong" fontWeight="semibold">
            注册送1天会员
          </Text>
          ，合同审查、法律研究、文书起草等功能立即体验。
        </Text>
      </HStack>
      <Button size="sm" colorPalette="gold" onClick={() => openLoginDialog()}>
        免费注册
      </Button>
    </Flex>
  );
}
