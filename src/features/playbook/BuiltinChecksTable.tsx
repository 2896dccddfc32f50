import { Badge, Box, Button, HStack, Input, InputGroup, NativeSelect, Stack, Switch, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { type TLevel, type TPlaybookCheck } from '@common/api/playbook';
import { Messages } from '@common/codes';
import { notify } from '@/lib/notify';
import { formatDateTime, matchesSearch } from './format';
import { SearchIcon, UndoIcon } from './icons';
import { LEVEL_LABELS, LEVEL_PALETTES, LEVELS } from './levels';
import { useUpdateCheckMutation } from './queries';

type TProps = { categoryId: string; checks: TPlaybookCheck[] };

/** The built-in checks of one scope: search, 只看已调整, and per check a switch and a level select that save at once. */
export function BuiltinChecksTable({ categoryId, checks }: TProps) {
  const [search, setSearch] = useState('');
  const [changedOnly, setChangedOnly] = useState(false);
  const update = useUpdateCheckMutation(categoryId);

  const shown = useMemo(
    () =>
      checks.filter(
        (c) => (!changedOnly || c.changed) && matchesSearch([c.title, c.detects, c.check_id, ...c.citations], search),
      ),
    [checks, changedOnly, search],
  );
  const disabledCount = checks.filter((c) => !c.enabled).length;
  const relevelledCount = checks.filter((c) => c.level !== c.default_level).length;

  const save = async (check: TPlaybookCheck, change: { enabled?: boolean; level?: TLevel }, done: string) => {
    try {
      await update.mutateAsync({ check_id: check.check_id, ...change });
      notify.success(done, { id: `playbook-check-${check.check_id}` });
    } catch (err) {
      notify.error(err instanceof Error && err.message ? err.message : Messages.internal);
    }
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between" gap="4" wrap="wrap">
        <HStack gap="3" flex="1" minW="320px">
          <InputGroup startElement={<SearchIcon color="fg.subtle" />} maxW="360px">
            <Input
              size="sm"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="搜索检查名称、内容或法律依据"
              aria-label="搜索内置检查"
            />
          </InputGroup>
          <Switch.Root size="sm" checked={changedOnly} onCheckedChange={(e) => setChangedOnly(e.checked)}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label fontSize="sm" color="fg.muted">
              只看已调整
            </Switch.Label>
          </Switch.Root>
        </HStack>
        <Text fontSize="sm" color="fg.muted" data-testid="builtin-summary">
          共{checks.length}项{disabledCount > 0 ? `，已停用${disabledCount}项` : ''}
          {relevelledCount > 0 ? `，已调整等级${relevelledCount}项` : ''}
        </Text>
      </HStack>

      <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="md">
        <Table.Root size="sm" data-testid="builtin-checks" tableLayout="fixed" w="full">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>检查项</Table.ColumnHeader>
              <Table.ColumnHeader w="110px">适用立场</Table.ColumnHeader>
              <Table.ColumnHeader w="140px">风险等级</Table.ColumnHeader>
              <Table.ColumnHeader w="112px">启用</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((c) => (
              <Table.Row key={c.check_id} data-testid="builtin-check" data-check-id={c.check_id} data-enabled={c.enabled ? 'true' : 'false'}>
                <Table.Cell py="3" verticalAlign="top" whiteSpace="normal">
                  <Stack gap="1" opacity={c.enabled ? 1 : 0.55}>
                    <HStack gap="2" align="center" wrap="wrap">
                      <Badge colorPalette={LEVEL_PALETTES[c.level]} variant="subtle" size="sm" flexShrink={0}>
                        {LEVEL_LABELS[c.level]}
                      </Badge>
                      <Text fontWeight="medium" color="fg">
                        {c.title}
                      </Text>
                      {!c.enabled && (
                        <Badge colorPalette="gray" variant="solid" size="sm">
                          已停用
                        </Badge>
                      )}
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      {c.detects}
                    </Text>
                    {c.citations.length > 0 && (
                      <Text fontSize="xs" color="fg.subtle">
                        依据：{c.citations.join('、')}
                      </Text>
                    )}
                  </Stack>
                  {c.changed && (
                    <HStack gap="2" mt="1.5" fontSize="xs" color="fg.muted">
                      <Text>
                        {c.updated_by ?? ''} 于 {c.updated_at ? formatDateTime(c.updated_at) : ''} 调整
                      </Text>
                      <Button
                        size="2xs"
                        variant="ghost"
                        colorPalette="brand"
                        disabled={update.isPending}
                        onClick={() => void save(c, { enabled: true, level: c.default_level }, `已恢复「${c.title}」的默认设置`)}
                      >
                        <UndoIcon />
                        恢复默认
                      </Button>
                    </HStack>
                  )}
                </Table.Cell>
                <Table.Cell verticalAlign="top" py="3" fontSize="sm" color="fg.muted" whiteSpace="normal">
                  {c.stances}
                </Table.Cell>
                <Table.Cell verticalAlign="top" py="3">
                  <NativeSelect.Root size="xs" disabled={!c.enabled}>
                    <NativeSelect.Field
                      aria-label={`「${c.title}」的风险等级`}
                      value={c.level}
                      onChange={(e) => {
                        const level = e.currentTarget.value as TLevel;
                        void save(c, { level }, `「${c.title}」已改为${LEVEL_LABELS[level]}`);
                      }}
                    >
                      {LEVELS.map((l) => (
                        <option key={l} value={l}>
                          {LEVEL_LABELS[l]}
                          {l === c.default_level ? '（默认）' : ''}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Table.Cell>
                <Table.Cell verticalAlign="top" py="3">
                  <Switch.Root
                    size="sm"
                    colorPalette="brand"
                    checked={c.enabled}
                    onCheckedChange={(e) =>
                      void save(c, { enabled: e.checked }, e.checked ? `已启用「${c.title}」` : `已停用「${c.title}」，之后的审查不再执行该检查`)
                    }
                  >
                    <Switch.HiddenInput aria-label={`启用「${c.title}」`} />
                    <Switch.Control />
                    <Switch.Label fontSize="sm" color={c.enabled ? 'fg' : 'fg.muted'}>
                      {c.enabled ? '已启用' : '已停用'}
                    </Switch.Label>
                  </Switch.Root>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {shown.length === 0 && (
        <Box textAlign="center" py="8" color="fg.muted" fontSize="sm">
          {changedOnly ? '本类合同的内置检查都保持默认设置' : `没有找到包含“${search}”的检查`}
        </Box>
      )}
    </Stack>
  );
}
