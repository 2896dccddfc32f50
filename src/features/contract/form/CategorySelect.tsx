import { Box, Button, Popover, Portal, Spinner, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { TCategoryNode } from '@common/api/contract';
import { CategoryTreeList } from './CategoryTreeList';
import { ChevronDownIcon } from '../icons';

type TProps = {
  tree: readonly TCategoryNode[] | undefined;
  value: string;
  label: string;
  onChange: (value: string, label: string) => void;
  disabled?: boolean;
  loading?: boolean;
  invalid?: boolean;
};

/** 合同类型: a tree dropdown over GET categories (only leaves can be chosen). */
export function CategorySelect({ tree, value, label, onChange, disabled, loading, invalid }: TProps) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ sameWidth: true, placement: 'bottom-start' }} lazyMount>
      <Popover.Trigger asChild>
        <Button
          variant="outline"
          w="full"
          justifyContent="space-between"
          fontWeight="normal"
          disabled={disabled}
          borderColor={invalid ? 'border.error' : undefined}
          data-testid="category-select"
          aria-haspopup="listbox"
        >
          <Text as="span" truncate color={label ? 'fg' : 'fg.subtle'}>
            {loading ? 'AI识别中…' : label || '请选择合同类型'}
          </Text>
          {loading ? <Spinner size="xs" /> : <ChevronDownIcon color="fg.muted" />}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="auto" minW="260px">
            <Popover.Body p="2">
              {tree ? (
                <CategoryTreeList
                  tree={tree}
                  selected={value ? [value] : []}
                  onToggle={(v, l) => {
                    onChange(v, l);
                    setOpen(false);
                  }}
                />
              ) : (
                <Box py="6" textAlign="center">
                  <Spinner size="sm" />
                </Box>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
