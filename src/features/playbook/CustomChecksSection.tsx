import { Badge, Button, EmptyState, HStack, Stack, Switch, Table, Tag, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { PLAYBOOK_GENERAL, type TCustomCheck, type TPlaybookCategory } from '@common/api/playbook';
import { Messages } from '@common/codes';
import { notify } from '@/lib/notify';
import { CustomCheckDialog } from './CustomCheckDialog';
import { DeleteCustomCheckDialog } from './DeleteCustomCheckDialog';
import { EditIcon, PlusIcon, TrashIcon } from './icons';
import { KIND_LABELS, LEVEL_LABELS, LEVEL_PALETTES, MATCH_LABELS } from './levels';
import { useUpdateCustomCheckMutation } from './queries';

type TProps = { category: TPlaybookCategory; categories: TPlaybookCategory[]; checks: TCustomCheck[] };

function Phrases({ label, phrases }: { label: string; phrases: string[] }) {
  return (
    <HStack gap="1.5" align="flex-start" fontSize="xs">
      <Text color="fg.muted" flexShrink={0} lineHeight="20px">
        {label}
      </Text>
      <Wrap gap="1">
        {phrases.map((p) => (
          <Tag.Root key={p} size="sm" variant="outline">
            <Tag.Label>{p}</Tag.Label>
          </Tag.Root>
        ))}
      </Wrap>
    </HStack>
  );
}

/** 本所检查 of one scope: a table with switch, 编辑 and 删除, and the dialogs that create and edit them. */
export function CustomChecksSection({ category, categories, checks }: TProps) {
  const [editing, setEditing] = useState<TCustomCheck | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TCustomCheck | null>(null);
  const update = useUpdateCustomCheckMutation();
  const scopeText = category.id === PLAYBOOK_GENERAL ? '所有合同' : `「${category.name}」`;

  const toggle = async (c: TCustomCheck, enabled: boolean) => {
    try {
      await update.mutateAsync({ id: c.id, enabled });
      notify.success(enabled ? `已启用「${c.title}」` : `已停用「${c.title}」`);
    } catch (err) {
      notify.error(err instanceof Error && err.message ? err.message : Messages.internal);
    }
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between" align="flex-start" gap="4">
        <Text fontSize="sm" color="fg.muted" maxW="2xl">
          本所检查在审查{scopeText}时与内置检查一同执行：合同中出现指定关键词，或缺少应有的内容时，按本所的风险说明和修改建议出具意见。
        </Text>
        <Button colorPalette="brand" size="sm" onClick={() => setEditing('new')} flexShrink={0}>
          <PlusIcon />
          新增本所检查
        </Button>
      </HStack>

      {checks.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="md" py="10">
          <EmptyState.Content>
            <EmptyState.Title fontSize="md">还没有本所检查</EmptyState.Title>
            <EmptyState.Description maxW="md" textAlign="center">
              例如：合同中出现“独家”“排他”时提示风险；或合同缺少“反商业贿赂”条款时提示补充。
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="md">
          <Table.Root size="sm" data-testid="custom-checks" tableLayout="fixed" w="full">
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader>检查</Table.ColumnHeader>
                <Table.ColumnHeader w="34%">检查方式</Table.ColumnHeader>
                <Table.ColumnHeader w="110px">启用</Table.ColumnHeader>
                <Table.ColumnHeader w="150px">操作</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {checks.map((c) => (
                <Table.Row key={c.id} data-testid="custom-check" data-enabled={c.enabled ? 'true' : 'false'}>
                  <Table.Cell py="3" verticalAlign="top" whiteSpace="normal">
                    <Stack gap="1" opacity={c.enabled ? 1 : 0.55}>
                      <HStack gap="2" wrap="wrap">
                        <Badge colorPalette={LEVEL_PALETTES[c.level]} variant="subtle" size="sm">
                          {LEVEL_LABELS[c.level]}
                        </Badge>
                        <Text fontWeight="medium">{c.title}</Text>
                      </HStack>
                      <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                        {c.explanation}
                      </Text>
                      {c.legal_basis.length > 0 && (
                        <Text fontSize="xs" color="fg.subtle">
                          依据：{c.legal_basis.map((b) => `《${b.law}》${b.article}`).join('、')}
                        </Text>
                      )}
                    </Stack>
                  </Table.Cell>
                  <Table.Cell py="3" verticalAlign="top" whiteSpace="normal">
                    <Stack gap="1.5">
                      <Text fontSize="sm">{KIND_LABELS[c.kind]}</Text>
                      {c.kind === 'phrase' ? (
                        <Phrases label={c.patterns.length > 1 ? `${MATCH_LABELS[c.match]}：` : '关键词：'} phrases={c.patterns} />
                      ) : (
                        <>
                          <Phrases label="应包含：" phrases={c.absent} />
                          {c.patterns.length > 0 && <Phrases label={c.match === 'all' ? '前提（全部出现）：' : '前提（出现任一）：'} phrases={c.patterns} />}
                        </>
                      )}
                    </Stack>
                  </Table.Cell>
                  <Table.Cell py="3" verticalAlign="top" whiteSpace="normal">
                    <Switch.Root size="sm" colorPalette="brand" checked={c.enabled} disabled={update.isPending} onCheckedChange={(e) => void toggle(c, e.checked)}>
                      <Switch.HiddenInput aria-label={`启用「${c.title}」`} />
                      <Switch.Control />
                      <Switch.Label fontSize="sm">{c.enabled ? '已启用' : '已停用'}</Switch.Label>
                    </Switch.Root>
                  </Table.Cell>
                  <Table.Cell py="3" verticalAlign="top" whiteSpace="normal">
                    <HStack gap="1">
                      <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setEditing(c)} aria-label={`编辑「${c.title}」`}>
                        <EditIcon />
                        编辑
                      </Button>
                      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(c)} aria-label={`删除「${c.title}」`}>
                        <TrashIcon />
                        删除
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {editing && (
        <CustomCheckDialog
          check={editing === 'new' ? null : editing}
          categoryId={category.id}
          categories={categories}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && <DeleteCustomCheckDialog check={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
