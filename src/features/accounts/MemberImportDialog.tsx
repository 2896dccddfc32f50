import { useRef, useState } from 'react';
import { Alert, Box, Button, Dialog, HStack, Portal, Stack, Table, Text } from '@chakra-ui/react';
import type { TMemberImportResult } from '@common/api/accounts';
import { SAAS_BASE } from '@common/api/paths';
import { ApiError } from '@/lib/api-client';
import { useImportMembersMutation } from './member-queries';

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * 批量导入: pick a filled-in template, upload it, then the result: how many were added or updated and every refused
 * row with its row number and reason. A file the server cannot read at all is refused whole; its message is shown.
 */
export function MemberImportDialog({ onClose }: { onClose: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<TMemberImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useImportMembersMutation();

  const handleUpload = () => {
    if (!file) return;
    setError(null);
    setResult(null);
    upload.mutate(file, {
      onSuccess: setResult,
      onError: (e) => setError(e instanceof ApiError ? e.message : '导入失败，请稍后重试'),
    });
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" closeOnInteractOutside={false} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="640px" data-testid="member-import">
            <Dialog.Header>
              <Dialog.Title>批量导入成员</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text fontSize="sm" color="fg.muted">
                  请按导入模板填写手机号、姓名和角色（多个角色用顿号分隔）。已是成员的手机号将更新姓名和角色。{' '}
                  <a href={`${SAAS_BASE}/manage/users/template`} style={{ textDecoration: 'underline' }}>
                    下载导入模板
                  </a>
                </Text>
                <HStack gap="3">
                  <input
                    ref={input}
                    type="file"
                    accept={XLSX_TYPES}
                    hidden
                    data-testid="member-import-input"
                    onChange={(e) => {
                      setFile(e.target.files?.[0] ?? null);
                      setResult(null);
                      setError(null);
                      // Cleared so that picking the same file again (after fixing it) is seen as a change.
                      e.target.value = '';
                    }}
                  />
                  <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
                    选择文件
                  </Button>
                  <Text fontSize="sm" truncate data-testid="member-import-file">
                    {file ? file.name : '未选择文件'}
                  </Text>
                </HStack>
                {error && (
                  <Alert.Root status="error" size="sm" data-testid="member-import-error">
                    <Alert.Indicator />
                    <Alert.Title>{error}</Alert.Title>
                  </Alert.Root>
                )}
                {result && (
                  <Stack gap="3" data-testid="member-import-result">
                    <Alert.Root status={result.errors.length > 0 ? 'warning' : 'success'} size="sm">
                      <Alert.Indicator />
                      <Alert.Title data-testid="member-import-summary">
                        {`新增 ${result.created} 人，更新 ${result.updated} 人${result.errors.length > 0 ? `，${result.errors.length} 行未导入` : ''}`}
                      </Alert.Title>
                    </Alert.Root>
                    {result.errors.length > 0 && (
                      <Box maxH="240px" overflowY="auto" borderWidth="1px" borderColor="border" rounded="md">
                        <Table.Root size="sm" data-testid="member-import-errors">
                          <Table.Header>
                            <Table.Row>
                              <Table.ColumnHeader w="80px">行号</Table.ColumnHeader>
                              <Table.ColumnHeader>原因</Table.ColumnHeader>
                            </Table.Row>
                          </Table.Header>
                          <Table.Body>
                            {result.errors.map((r) => (
                              <Table.Row key={r.row} data-row={r.row}>
                                <Table.Cell>第 {r.row} 行</Table.Cell>
                                <Table.Cell>{r.message}</Table.Cell>
                              </Table.Row>
                            ))}
                          </Table.Body>
                        </Table.Root>
                      </Box>
                    )}
                  </Stack>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {result ? '完成' : '取消'}
              </Button>
              {/* Once a result shows, the same file is not sent twice; picking another file clears the result. */}
              <Button colorPalette="brand" disabled={!file || result !== null} loading={upload.isPending} onClick={handleUpload}>
                开始导入
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
