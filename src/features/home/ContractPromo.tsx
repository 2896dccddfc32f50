import { Badge, Box, Button, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { MAX_CONTRACT_CHARS } from '@common/limits';
import { useBrand } from '@/features/base/useBrand';

const POINTS = [
  `支持 doc / docx，单份合同不超过 ${MAX_CONTRACT_CHARS / 10_000} 万字`,
  '批注与修订直接写入 Word 文档，可下载继续编辑',
  '审查依据引用的法条可追溯到法律原文',
];

/** A sketch of an annotated contract: grey lines with two highlighted clauses and their margin notes. */
function ContractSketch() {
  const line = (w: string, hl?: string) => (
    <Box h="2" w={w} rounded="full" bg={hl ?? 'gray.200'} />
  );
  return (
    <Box position="relative" w="full" maxW="340px" mx="auto" aria-hidden="true">
      <Stack bg="white" rounded="lg" shadow="lg" p="5" gap="2.5" w="78%">
        <Box h="2.5" w="45%" mx="auto" rounded="full" bg="gray.300" mb="2" />
        {line('100%')}
        {line('92%')}
        {line('96%', 'red.200')}
        {line('60%', 'red.200')}
        {line('100%')}
        {line('88%')}
        {line('94%', 'orange.200')}
        {line('70%')}
        {line('100%')}
        {line('50%')}
      </Stack>
      <Box position="absolute" right="0" top="16" bg="white" rounded="md" shadow="md" px="3" py="2" borderLeftWidth="3px" borderColor="red.400" w="44%">
        <Text fontSize="xs" fontWeight="semibold" color="red.600">
          高风险
        </Text>
        <Text fontSize="xs" color="fg.muted">
          违约责任不对等
        </Text>
      </Box>
      <Box position="absolute" right="2" bottom="10" bg="white" rounded="md" shadow="md" px="3" py="2" borderLeftWidth="3px" borderColor="orange.400" w="44%">
        <Text fontSize="xs" fontWeight="semibold" color="orange.600">
          中风险
        </Text>
        <Text fontSize="xs" color="fg.muted">
          未约定争议解决方式
        </Text>
      </Box>
    </Box>
  );
}

/** The contract review promo of the home page (spec §1). */
export function ContractPromo() {
  const brand = useBrand();
  return (
    <Flex
      direction={{ base: 'column', lg: 'row' }}
      align="center"
      gap="8"
      rounded="2xl"
      p={{ base: '6', md: '10' }}
      bgGradient="to-br"
      gradientFrom="brand.50"
      gradientTo="brand.100"
      borderWidth="1px"
      borderColor="brand.100"
    >
      <Stack gap="4" flex="1.2">
        <Badge alignSelf="flex-start" colorPalette="brand" variant="solid">
          合同审查
        </Badge>
        <Heading as="h2" size="2xl" color="brand.900" lineHeight="1.35">
          AI 合同审查，几分钟读完一份合同
        </Heading>
        <Text color="fg.muted">选择审查立场后上传合同，{brand.product_title}逐条比对风险规则，标出问题条款并给出修改建议与依据。</Text>
        <List.Root gap="2" variant="plain" fontSize="sm">
          {POINTS.map((p) => (
            <List.Item key={p} alignItems="center" gap="2.5">
              <Box w="1.5" h="1.5" rounded="full" bg="brand.solid" flexShrink={0} />
              {p}
            </List.Item>
          ))}
        </List.Root>
        <Button asChild colorPalette="brand" alignSelf="flex-start" size="lg" mt="2">
          <Link to="/contract">立即审查</Link>
        </Button>
      </Stack>
      <Box flex="1" w="full">
        <ContractSketch />
      </Box>
    </Flex>
  );
}
