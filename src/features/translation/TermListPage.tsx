import {
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useAppStore } from '@/lib/store';
import { notify } from '@/lib/notify';
import { saveFile, termListsQueryOptions, TRANSLATION_API, useTranslationMutations } from './api';

/** /termList (issue 11, item 2): the user's own term lists and the firm's, create, rename, delete, template, export. */
export function TermListPage() {
  const lists = useQuery(termListsQueryOptions());
  const m = useTranslationMutations();
  const isAdmin = useAppStore((s) => s.is_admin);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<'personal' | 'firm'>('personal');

  const handleCreate = async () => {
    const trimmed = name.trim();
    if (!trimmed) return notify.warning('术语表名称不能为空');
    await m.createList.mutateAsync({ name: trimmed, scope });
    setName('');
    notify.success('已新建术语表');
  };

  return (
    <Stack gap="5" maxW="1000px" mx="auto" px={{ base: '4', md: '8' }} py="6">
      <HStack justify="space-between">
        <Stack gap="1">
          <Link to="/translateList">
            <Text fontSize="sm" color="brand.fg">
              ← 返回法律翻译
            </Text>
          </Link>
          <Heading as="h1" size="xl">
            术语表
          </Heading>
          <Text color="fg.muted">
            翻译时选择的术语表会被强制执行：每处术语都按表中译法翻译，并在结果中逐一核对。
          </Text>
        </Stack>
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            void saveFile(TRANSLATION_API('term/template'), {}, '术语表导入模板.xlsx').catch((e: Error) =>
              notify.error(e.message),
            )
          }
        >
          下载导入模板
        </Button>
      </HStack>
      <HStack
        gap="2"
        as="form"
        onSubmit={(e) => {
          e.preventDefault();
          void handleCreate().catch(() => {});
        }}
      >
        <Input
          size="sm"
          w="260px"
          placeholder="新术语表名称"
          value={name}
          maxLength={40}
          onChange={(e) => setName(e.target.value)}
        />
        {isAdmin && (
          <NativeSelect.Root w="140px" size="sm">
            <NativeSelect.Field
              aria-label="范围"
              value={scope}
              onChange={(e) => setScope(e.target.value as 'personal' | 'firm')}
            >
              <option value="personal">个人术语表</option>
              <option value="firm">企业术语表</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
        <Button size="sm" type="submit" colorPalette="brand" loading={m.createList.isPending}>
          新建
        </Button>
      </HStack>
      {lists.data && lists.data.items.length === 0 ? (
        <Box py="10" textAlign="center" color="fg.muted">
          还没有术语表
        </Box>
      ) : (
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>名称</Table.ColumnHeader>
              <Table.ColumnHeader>条数</Table.ColumnHeader>
              <Table.ColumnHeader>范围</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">操作</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lists.data?.items.map((l) => (
              <Table.Row key={l.term_list_id}>
                <Table.Cell>
                  <Link to="/termListDetail" search={{ term_list_id: l.term_list_id }}>
                    <Text fontWeight="medium" color="brand.fg">
                      {l.name}
                    </Text>
                  </Link>
                </Table.Cell>
                <Table.Cell>{l.count}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={l.scope === 'firm' ? 'purple' : 'gray'}>
                    {l.scope === 'firm' ? '企业' : '个人'}
                  </Badge>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <HStack justify="end" gap="1">
                    <Button
                      size="xs"
                      variant="ghost"
                      onClick={() =>
                        void saveFile(
                          TRANSLATION_API(`term/export?term_list_id=${l.term_list_id}`),
                          {},
                          `${l.name}.xlsx`,
                        ).catch((e: Error) => notify.error(e.message))
                      }
                    >
                      导出
                    </Button>
                    {l.editable && (
                      <>
                        <Button
                          size="xs"
                          variant="ghost"
                          onClick={() => {
                            const next = window.prompt('新的名称', l.name)?.trim();
                            if (next)
                              void m.renameList
                                .mutateAsync({ term_list_id: l.term_list_id, name: next })
                                .catch(() => {});
                          }}
                        >
                          重命名
                        </Button>
                        <Button
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          onClick={() => {
                            if (window.confirm(`删除术语表“${l.name}”及其全部术语？`))
                              void m.removeList.mutateAsync(l.term_list_id).catch(() => {});
                          }}
                        >
                          删除
                        </Button>
                      </>
                    )}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
