import { Box, Button, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { TImportTermsResult } from '@common/api/translation';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import {
  importTermsFile,
  saveFile,
  termListsQueryOptions,
  termsQueryOptions,
  TRANSLATION_API,
  useTranslationMutations,
} from './api';

/** /termListDetail?term_list_id= (issue 11, item 2): terms with search and paging; add, edit, delete; import, export. */
export function TermListDetailPage({ listId }: { listId: string }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const lists = useQuery(termListsQueryOptions());
  const list = lists.data?.items.find((l) => l.term_list_id === listId);
  const terms = useQuery(termsQueryOptions({ listId, page, search: query || undefined }));
  const m = useTranslationMutations();
  const [form, setForm] = useState({ source: '', target: '', note: '' });
  const [editing, setEditing] = useState<string | null>(null);
  const [report, setReport] = useState<TImportTermsResult | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const editable = list?.editable ?? false;

  const handleSave = async () => {
    if (!form.source.trim() || !form.target.trim()) return notify.warning('原文和译文都不能为空');
    if (editing) await m.editTerm.mutateAsync({ term_id: editing, ...form });
    else await m.addTerm.mutateAsync({ term_list_id: listId, ...form });
    setForm({ source: '', target: '', note: '' });
    setEditing(null);
  };

  const handleImport = async (file: File) => {
    try {
      const result = await importTermsFile(listId, file);
      setReport(result);
      await m.addTerm.reset();
      void lists.refetch();
      void terms.refetch();
    } catch (err) {
      if (!(err instanceof ApiError)) notify.error('导入失败，请重试');
    }
  };

  if (lists.isSuccess && !list) return <Text color="fg.error">术语表不存在或已被删除</Text>;
  return (
    <Stack gap="5" maxW="1000px" mx="auto" px={{ base: '4', md: '8' }} py="6">
      <Stack gap="1">
        <Link to="/termList">
          <Text fontSize="sm" color="brand.fg">
            ← 返回术语表
          </Text>
        </Link>
        <Heading as="h1" size="xl">
          {list?.name ?? '术语表'}
        </Heading>
        {!editable && list && <Text color="fg.muted">企业术语表仅管理员可以修改</Text>}
      </Stack>
      <HStack gap="2" wrap="wrap">
        <Input
          size="sm"
          w="220px"
          placeholder="搜索术语"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && (setPage(1), setQuery(search.trim()))}
        />
        <Button size="sm" onClick={() => (setPage(1), setQuery(search.trim()))}>
          搜索
        </Button>
        <Box flex="1" />
        {editable && (
          <>
            <input
              ref={fileInput}
              type="file"
              accept=".xlsx"
              hidden
              onChange={(e) => e.target.files?.[0] && void handleImport(e.target.files[0])}
            />
            <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()}>
              从 Excel 导入
            </Button>
          </>
        )}
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            void saveFile(
              TRANSLATION_API(`term/export?term_list_id=${listId}`),
              {},
              `${list?.name ?? '术语表'}.xlsx`,
            ).catch((e: Error) => notify.error(e.message))
          }
        >
          导出
        </Button>
      </HStack>
      {report && (
        <Box
          p="3"
          rounded="md"
          bg={report.errors.length ? 'red.50' : 'green.50'}
          fontSize="sm"
          data-testid="import-report"
        >
          {report.errors.length > 0 ? (
            <Stack gap="1">
              <Text fontWeight="semibold">导入失败：文件有错误，未保存任何术语</Text>
              {report.errors.slice(0, 20).map((e) => (
                <Text key={e.row}>
                  第 {e.row} 行：{e.message}
                </Text>
              ))}
            </Stack>
          ) : (
            <Text>
              已导入 {report.imported} 条
              {report.duplicates.length > 0 &&
                `，跳过重复 ${report.duplicates.length} 条（第 ${report.duplicates
                  .slice(0, 10)
                  .map((d) => d.row)
                  .join('、')} 行${report.duplicates.length > 10 ? ' 等' : ''}）`}
            </Text>
          )}
        </Box>
      )}
      {editable && (
        <HStack
          gap="2"
          as="form"
          onSubmit={(e) => {
            e.preventDefault();
            void handleSave().catch(() => {});
          }}
        >
          <Input
            size="sm"
            placeholder="原文，如：不可抗力"
            value={form.source}
            maxLength={200}
            onChange={(e) => setForm({ ...form, source: e.target.value })}
          />
          <Input
            size="sm"
            placeholder="译文，如：force majeure"
            value={form.target}
            maxLength={500}
            onChange={(e) => setForm({ ...form, target: e.target.value })}
          />
          <Input
            size="sm"
            placeholder="备注（可选）"
            value={form.note}
            maxLength={500}
            onChange={(e) => setForm({ ...form, note: e.target.value })}
          />
          <Button size="sm" type="submit" colorPalette="brand" flexShrink={0}>
            {editing ? '保存' : '添加'}
          </Button>
          {editing && (
            <Button
              size="sm"
              variant="ghost"
              flexShrink={0}
              onClick={() => (setEditing(null), setForm({ source: '', target: '', note: '' }))}
            >
              取消
            </Button>
          )}
        </HStack>
      )}
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>原文</Table.ColumnHeader>
            <Table.ColumnHeader>译文</Table.ColumnHeader>
            <Table.ColumnHeader>备注</Table.ColumnHeader>
            {editable && <Table.ColumnHeader textAlign="end">操作</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {terms.data?.items.map((t) => (
            <Table.Row key={t.term_id}>
              <Table.Cell>{t.source}</Table.Cell>
              <Table.Cell>{t.target}</Table.Cell>
              <Table.Cell color="fg.muted">{t.note}</Table.Cell>
              {editable && (
                <Table.Cell textAlign="end">
                  <Button
                    size="xs"
                    variant="ghost"
                    onClick={() => (
                      setEditing(t.term_id),
                      setForm({ source: t.source, target: t.target, note: t.note })
                    )}
                  >
                    编辑
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => void m.removeTerm.mutateAsync(t.term_id).catch(() => {})}
                  >
                    删除
                  </Button>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {terms.data && terms.data.total_pages > 1 && (
        <HStack justify="center">
          <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            上一页
          </Button>
          <Text fontSize="sm">
            {page} / {terms.data.total_pages}（共 {terms.data.total_count} 条）
          </Text>
          <Button
            size="xs"
            variant="outline"
            disabled={page >= terms.data.total_pages}
            onClick={() => setPage(page + 1)}
          >
            下一页
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
