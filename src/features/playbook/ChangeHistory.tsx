import { Badge, Box, Button, Collapsible, HStack, Skeleton, Stack, Switch, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TPlaybookCategory, TPlaybookHistoryItem } from '@common/api/playbook';
import { formatDateTime } from './format';
import { playbookHistoryQueryOptions } from './queries';

const PAGE_SIZE = 20;

function Entry({ item }: { item: TPlaybookHistoryItem }) {
  const [open, setOpen] = useState(false);
  const oneSided = item.action === 'custom.create' || item.action === 'custom.delete';
  return (
    <Box py="3" borderBottomWidth="1px" borderColor="border.muted" data-testid="history-entry">
      <HStack justify="space-between" align="flex-start" gap="4">
        <Stack gap="1" minW="0">
          <Text fontWeight="medium">{item.summary}</Text>
          <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
            <Text>{formatDateTime(item.at)}</Text>
            <Text>·</Text>
            <Text>{item.user_name}</Text>
            <Badge size="sm" variant="outline" colorPalette="gray">
              {item.category_name}
            </Badge>
          </HStack>
        </Stack>
        {item.changes.length > 0 && (
          <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setOpen((o) => !o)} flexShrink={0}>
            {open ? '收起' : oneSided ? '查看内容' : '查看改动'}
          </Button>
        )}
      </HStack>
      <Collapsible.Root open={open}>
        <Collapsible.Content>
          <Table.Root size="sm" mt="2" variant="outline" data-testid="history-changes" tableLayout="fixed" w="full">
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader w="140px">项目</Table.ColumnHeader>
                {oneSided ? (
                  <Table.ColumnHeader>{item.action === 'custom.delete' ? '删除前的内容' : '内容'}</Table.ColumnHeader>
                ) : (
                  <>
                    <Table.ColumnHeader>修改前</Table.ColumnHeader>
                    <Table.ColumnHeader>修改后</Table.ColumnHeader>
                  </>
                )}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {item.changes.map((c) => (
                <Table.Row key={c.field}>
                  <Table.Cell color="fg.muted" whiteSpace="normal">
                    {c.label}
                  </Table.Cell>
                  {oneSided ? (
                    <Table.Cell whiteSpace="pre-wrap">{(item.action === 'custom.delete' ? c.before : c.after) || '—'}</Table.Cell>
                  ) : (
                    <>
                      <Table.Cell whiteSpace="pre-wrap">{c.before || '—'}</Table.Cell>
                      <Table.Cell whiteSpace="pre-wrap">{c.after || '—'}</Table.Cell>
                    </>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Collapsible.Content>
      </Collapsible.Root>
    </Box>
  );
}

/** 修改记录: who changed what and when, newest first; all contract types or only the one being viewed. */
export function ChangeHistory({ category }: { category: TPlaybookCategory }) {
  const [page, setPage] = useState(1);
  const [onlyThis, setOnlyThis] = useState(false);
  const query = useQuery(playbookHistoryQueryOptions({ page, page_size: PAGE_SIZE, category_id: onlyThis ? category.id : undefined }));
  const data = query.data;

  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Text fontSize="sm" color="fg.muted">
          每次修改都会记录修改人、时间和修改前后的内容。
        </Text>
        <Switch.Root
          size="sm"
          checked={onlyThis}
          onCheckedChange={(e) => {
            setOnlyThis(e.checked);
            setPage(1);
          }}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label fontSize="sm" color="fg.muted">
            只看「{category.name}」
          </Switch.Label>
        </Switch.Root>
      </HStack>
      {!data ? (
        <Stack gap="3">
          <Skeleton h="12" />
          <Skeleton h="12" />
        </Stack>
      ) : data.items.length === 0 ? (
        <Box textAlign="center" py="10" color="fg.muted" fontSize="sm">
          暂无修改记录。停用检查、调整风险等级或增删本所检查后，记录会显示在这里。
        </Box>
      ) : (
        <Box data-testid="history-list">
          {data.items.map((item) => (
            <Entry key={item.id} item={item} />
          ))}
        </Box>
      )}
      {data && data.total_pages > 1 && (
        <HStack justify="flex-end" gap="3" fontSize="sm">
          <Text color="fg.muted">
            共{data.total_count}条，第{page}/{data.total_pages}页
          </Text>
          <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            上一页
          </Button>
          <Button size="xs" variant="outline" disabled={page >= data.total_pages} onClick={() => setPage((p) => p + 1)}>
            下一页
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
