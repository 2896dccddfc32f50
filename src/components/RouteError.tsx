import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';

/** Anything a route throws lands here: a readable message and two ways out, never a white page. */
export function RouteError({ reset }: ErrorComponentProps) {
  return (
    <Box px="8" py="16">
      <Stack maxW="lg" mx="auto" gap="4" textAlign="center" align="center">
        <Heading size="lg">页面出现异常</Heading>
        <Text color="fg.muted">抱歉，页面加载时出了点问题。您可以重新加载，或返回首页继续工作。</Text>
        <HStack gap="3">
          <Button
            colorPalette="brand"
            onClick={() => {
              reset();
              window.location.reload();
            }}
          >
            重新加载
          </Button>
          <Button asChild variant="outline">
            <Link to="/">返回首页</Link>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
