import { Box, Checkbox, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { TCategoryNode } from '@common/api/contract';
import { filterTree } from './category-tree';
import { CheckIcon } from '../icons';

type TProps = {
  tree: readonly TCategoryNode[];
  selected: readonly string[];
  onToggle: (value: string, label: string) => void;
  multiple?: boolean;
};

/** The category tree as a searchable list: groups as headers, leaves selectable (one, or several with checkboxes). */
export function CategoryTreeList({ tree, selected, onToggle, multiple = false }: TProps) {
  const [query, setQuery] = useState('');
  const shown = filterTree(tree, query);
  const renderNodes = (nodes: readonly TCategoryNode[], depth: number) =>
    nodes.map((n) =>
      n.children.length ? (
        <Box key={n.value} role="group" aria-label={n.label}>
          <Text px="2" pt="2" pb="1" fontSize="xs" fontWeight="semibold" color="fg.subtle" letterSpacing="wide" pl={2 + depth * 3}>
            {n.label}
          </Text>
          {renderNodes(n.children, depth + 1)}
        </Box>
      ) : multiple ? (
        <Checkbox.Root
          key={n.value}
          size="sm"
          checked={selected.includes(n.value)}
          onCheckedChange={() => onToggle(n.value, n.label)}
          px="2"
          py="1.5"
          pl={2 + depth * 3}
          rounded="sm"
          w="full"
          _hover={{ bg: 'gray.50' }}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label fontSize="sm">{n.label}</Checkbox.Label>
        </Checkbox.Root>
      ) : (
        <Box
          as="button"
          key={n.value}
          role="option"
          aria-selected={selected.includes(n.value)}
          display="flex"
          alignItems="center"
          justifyContent="space-between"
          w="full"
          textAlign="left"
          fontSize="sm"
          px="2"
          py="1.5"
          pl={2 + depth * 3}
          rounded="sm"
          bg={selected.includes(n.value) ? 'brand.subtle' : undefined}
          color={selected.includes(n.value) ? 'brand.fg' : undefined}
          _hover={{ bg: selected.includes(n.value) ? 'brand.subtle' : 'gray.50' }}
          onClick={() => onToggle(n.value, n.label)}
          data-testid="category-option"
        >
          {n.label}
          {selected.includes(n.value) && <CheckIcon boxSize="3.5" />}
        </Box>
      ),
    );
  return (
    <Stack gap="2">
      <Input size="sm" placeholder="搜索合同类型" value={query} onChange={(e) => setQuery(e.target.value)} aria-label="搜索合同类型" />
      <Box maxH="280px" overflowY="auto" role="listbox" aria-multiselectable={multiple || undefined}>
        {shown.length ? renderNodes(shown, 0) : (
          <Text fontSize="sm" color="fg.muted" px="2" py="4" textAlign="center">
            没有匹配的合同类型
          </Text>
        )}
      </Box>
    </Stack>
  );
}
