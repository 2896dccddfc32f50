import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

/**
 * A detail route opened without the item it shows (a bare bookmark such as /translate): say so and lead to the
 * list, instead of asking the server for an empty id (a 400 and a console error) — issue 13, every route a real page.
 */
export function MissingItem({ title, text, to, action }: { title: string; text: string; to: string; action: string }) {
  return (
    <Box px={{ base: '4', md: '8' }} py={{ base: '8', md: '16' }} data-testid="missing-item">
      <Stack maxW="xl" mx="auto" align="center" textAlign="center" gap="4" bg="white" borderWidth="1px" borderColor="border" rounded="xl" px="8" py="12">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Text color="fg.muted">{text}</Text>
        <Button asChild colorPalette="brand">
          <Link to={to}>{action}</Link>
        </Button>
      </Stack>
    </Box>
  );
}
