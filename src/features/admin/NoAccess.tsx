import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ShieldIcon } from '@/components/icons';
import { useBrand } from '@/features/base/useBrand';

/** What a member sees on a page their roles do not open: which page, why, and who can change it. */
export function NoAccess({ title, adminOnly }: { title: string; adminOnly: boolean }) {
  const brand = useBrand();
  return (
    <Box px={{ base: '4', md: '8' }} py="16" data-testid="no-access">
      <Stack maxW="lg" mx="auto" align="center" textAlign="center" gap="4" bg="white" borderWidth="1px" borderColor="border" rounded="xl" px="8" py="12">
        <Box display="inline-flex" p="4" rounded="full" bg="gray.100" color="fg.muted">
          <ShieldIcon boxSize="8" />
        </Box>
        <Heading as="h1" size="xl">
          没有权限
        </Heading>
        <Text color="fg.muted">
          {adminOnly
            ? `「${title}」只对本企业的管理员开放。`
            : `您所在企业为您分配的角色不包含「${title}」。`}
          如需使用，请联系本企业的管理员在「角色管理」中为您开通。
        </Text>
        <Button asChild colorPalette="brand" mt="2">
          <Link to={brand.home_path}>返回首页</Link>
        </Button>
      </Stack>
    </Box>
  );
}
