import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

export function PageLoading() {
  return (
    <Center py="24">
      <VStack gap="3" color="fg.muted">
        <Spinner size="lg" color="brand.solid" />
        <Text fontSize="sm">正在加载…</Text>
      </VStack>
    </Center>
  );
}
