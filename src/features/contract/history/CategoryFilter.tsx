import { Badge, Button, HStack, Popover, Portal, Text } from '@chakra-ui/react';
import type { TCategoryNode } from '@common/api/contract';
import { CategoryTreeList } from '../form/CategoryTreeList';
import { ChevronDownIcon } from '../icons';

/** 合同类型 filter of the history panel: several categories (sent as a comma list). */
export function CategoryFilter({ tree, value, onChange }: { tree: readonly TCategoryNode[]; value: string[]; onChange: (ids: string[]) => void }) {
  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }} lazyMount>
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline" colorPalette="gray" bg="white" fontWeight="normal" data-testid="history-category">
          合同类型
          {value.length > 0 && (
            <Badge size="sm" colorPalette="brand" variant="solid" rounded="full">
              {value.length}
            </Badge>
          )}
          <ChevronDownIcon color="fg.muted" />
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="280px">
            <Popover.Body p="2">
              <CategoryTreeList
                tree={tree}
                multiple
                selected={value}
                onToggle={(id) => onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id])}
              />
              <HStack justify="space-between" mt="2" px="1">
                <Text fontSize="xs" color="fg.muted">
                  已选 {value.length} 项
                </Text>
                <Button size="xs" variant="ghost" onClick={() => onChange([])} disabled={!value.length}>
                  清空
                </Button>
              </HStack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
