import { useState } from 'react';
import { Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUDIT_ACTION_NAMES, type TAuditEntry } from '@common/api/admin';
import { auditQueryOptions } from './queries';
import { RESOURCE_LABELS } from './role-matrix';

function when(iso: string): string {
  return new Date(iso).toLocaleString('zh-CN', { hour12: false, timeZone: 'Asia/Shanghai' });
}

/** The details a lawyer reads in the log: names, not ids or JSON. */
function summary(e: TAuditEntry): string {
  const d = e.details;
  const parts: string[] = [];
  if (typeof d.name === 'string') parts.push(d.name);
  if (typeof d.phone === 'string') parts.push(d.phone);
  if (Array.isArray(d.permissions)) {
    parts.push(
      (d.permissions as { resource: string }[]).map((p) => RESOURCE_LABELS[p.resource] ?? p.resource).join('、'),
    );
  }
  if (Array.isArray(d.role_ids) && e.action === 'member.update') parts.push(`设置角色（${d.role_ids.length}个）`);
  if (d.disabled === true) parts.push('停用');
  if (d.disabled === false) parts.push('启用');
  if (d.is_admin === true) parts.push('设为管理员');
  if (d.is_admin === false) parts.push('取消管理员');
  if (Array.isArray(d.methods)) parts.push(`登录方式：${(d.methods as string[]).map((m) => (m === 'code' ? '验证码' : '密码')).join('、')}`);
  if (typeof d.seats === 'number') parts.push(`席位 ${d.seats}`);
  if (typeof d.valid_until === 'string') parts.push(`有效期至 ${d.valid_until}`);
  if (typeof d.created === 'number') parts.push(`新增 ${d.created} 人，更新 ${String(d.updated ?? 0)} 人`);
  return parts.filter(Boolean).join(' · ');
}

/** 操作日志: the tenant's audit log of admin actions and logins (who, when, what), newest first. */
export function AuditLogSection() {
  const [page, setPage] = useState(1);
  const log = useQuery({ ...auditQueryOptions(page), placeholderData: keepPreviousData });
  const data = log.data;
  return (
    <Stack gap="3" data-testid="audit-log">
      <Heading as="h2" size="md">
        操作日志
      </Heading>
      <Box bg="white" borderWidth="1px" borderColor="border" rounded="md" overflowX="auto">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="44">时间</Table.ColumnHeader>
              <Table.ColumnHeader w="32">操作人</Table.ColumnHeader>
              <Table.ColumnHeader w="36">操作</Table.ColumnHeader>
              <Table.ColumnHeader>内容</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(data?.items ?? []).map((e) => (
              <Table.Row key={e.id} data-testid="audit-row" data-action={e.action}>
                <Table.Cell whiteSpace="nowrap">{when(e.at)}</Table.Cell>
                {/* A login is written before there is a session: its actor is the account that logged in (the target). */}
                <Table.Cell>{e.by ?? (e.action.startsWith('login.') && e.target ? e.target : '—')}</Table.Cell>
                <Table.Cell>{AUDIT_ACTION_NAMES[e.action] ?? e.action}</Table.Cell>
                <Table.Cell color="fg.muted">{summary(e) || e.target || '—'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {data && data.items.length === 0 && (
          <Text px="4" py="6" textAlign="center" color="fg.muted" fontSize="sm">
            暂无操作记录
          </Text>
        )}
      </Box>
      <HStack gap="2">
        <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          上一页
        </Button>
        <Text fontSize="sm">
          共 {data?.total_count ?? 0} 条 · 第 {page} / {Math.max(1, data?.total_pages ?? 1)} 页
        </Text>
        <Button size="xs" variant="outline" disabled={page >= (data?.total_pages ?? 1)} onClick={() => setPage(page + 1)}>
          下一页
        </Button>
      </HStack>
    </Stack>
  );
}
