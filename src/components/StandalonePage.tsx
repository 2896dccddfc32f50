import { Box, Container, Flex } from '@chakra-ui/react';
import { type ReactNode } from 'react';
import { Logo } from './layout/Logo';
import { Footer } from './layout/Footer';

/** Standalone routes (no sidebar): a slim bar with the logo, the page, the footer. */
export function StandalonePage({ children, maxW = '5xl' }: { children: ReactNode; maxW?: string }) {
  return (
    <Flex direction="column" minH="100vh">
      <Flex as="header" h="56px" px="5" align="center" bg="white" borderBottomWidth="1px" borderColor="border">
        <Logo />
      </Flex>
      <Box as="main" flex="1">
        <Container maxW={maxW} py="8">
          {children}
        </Container>
      </Box>
      <Footer />
    </Flex>
  );
}
