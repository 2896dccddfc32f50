import { HStack, Image, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useBrand } from '@/features/base/useBrand';

/** The seal mark and product name; links to the tenant's home. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const brand = useBrand();
  return (
    <Link to={brand.home_path} aria-label={`${brand.product_title}首页`}>
      <HStack gap="2.5">
        <Image src="/favicon.svg" alt="" boxSize="8" />
        <Text fontSize="lg" fontWeight="bold" letterSpacing="0.08em" color={inverted ? 'white' : 'brand.700'}>
          {brand.product_title}
        </Text>
        <Text
          display={{ base: 'none', md: 'block' }}
          fontSize="xs"
          color={inverted ? 'whiteAlpha.800' : 'fg.muted'}
          borderLeftWidth="1px"
          borderColor={inverted ? 'whiteAlpha.500' : 'border'}
          pl="2.5"
        >
          {brand.tenant_name !== brand.product_title ? brand.tenant_name : 'AI 法律工作台'}
        </Text>
      </HStack>
    </Link>
  );
}
