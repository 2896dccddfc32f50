import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useBrand } from '@/features/base/useBrand';
import { LockIcon } from './icons';

/** What a lawyer who is not an admin sees on /playbook: why, and who can help. */
export function NoPermission() {
  const brand = useBrand();
  return (
    <Box px={{ base: '4', md: '8' }} py="16" data-testid="playbook-no-permission">
      <Stack maxW="lg" mx="auto" align="center" textAlign="center" gap="4" bg="white" borderWidth="1px" borderColor="border" rounded="xl" px="8" py="12">
        <Box display="inline-flex" p="4" rounded="full" bg="gray.100" color="fg.muted">
          <LockIcon boxSize="8" />
        </Box>
        <Heading as="h1" size="xl">
          没有权限
        </Heading>
        <Text color="fg.muted">审查规则配置只对本企业的管理员开放。如需停用某项检查或添加本所检查，请联系本企业的管理员。</Text>
        <Button asChild colorPalette="brand" mt="2">
          <Link to={brand.home_path}>返回首页</Link>
        </Button>
      </Stack>
    </Box>
  );
}
