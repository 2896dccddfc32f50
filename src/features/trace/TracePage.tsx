/**
 * 简易尽调 (/traceability): upload the files, pick a team checklist or write questions, start; the table fills as the
 * job answers each cell (/traceabilityDetail). Earlier tables are listed below.
 */
import { Badge, Box, Button, Heading, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FileDropList } from '@/features/document/FileDropList';
import { useFileUploads } from '@/features/document/useFileUploads';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { createTrace, fetchTemplates, fetchTraceList } from './api';

const STATUS_LABELS: Record<string, string> = { PENDING: '排队中', RUNNING: '尽调中', FINISH: '已完成', FAILURE: '失败' };

export function TracePage() {
  const uploads = useFileUploads('trace');
  const templates = useQuery({ queryKey: ['trace', 'templates'], queryFn: fetchTemplates, staleTime: Infinity });
  const list = useQuery({ queryKey: ['trace', 'list'], queryFn: () => fetchTraceList(1, 10) });
  const [templateId, setTemplateId] = useState('equity-investment');
  const [custom, setCustom] = useState('');
  const [name, setName] = useState('');
  const [sending, setSending] = useState(false);
  const navigate = useNavigate();
  const tpl = templates.data?.items.find((t) => t.template_id === templateId);
  const submit = async () => {
    if (uploads.readyIds.length === 0) return notify.warning('请等待文件上传完成');
    const questions = templateId === 'custom' ? custom.split('\n').map((q) => q.trim()).filter(Boolean) : undefined;
    if (templateId === 'custom' && !questions?.length) return notify.warning('请填写尽调问题，每行一个');
    setSending(true);
    try {
      const created = await createTrace({ name: name.trim() || tpl?.name || '自定义尽调', file_ids: uploads.readyIds, template_id: templateId === 'custom' ? undefined : templateId, questions });
      void navigate({ to: '/traceabilityDetail', search: { task_id: created.task_id } as never });
    } catch (err) {
      if (!(err instanceof ApiError)) notify.error('提交失败，请重试');
    } finally {
      setSending(false);
    }
  };
  return (
    <Box px={{ base: '4', md: '8' }} py="6" maxW="5xl" mx="auto" data-testid="trace-page">
      <Heading size="lg">简易尽调</Heading>
      <Text color="gray.600" fontSize="sm" mb="4">
        选择文件与尽调清单，逐项生成结论；每项结论均可追溯到文件原文，未找到的标注“未发现”及检索内容。
      </Text>
      <Stack gap="4">
        <FileDropList items={uploads.items} onAdd={uploads.add} onRemove={uploads.remove} />
        <HStack>
          <NativeSelect.Root size="sm" maxW="xs" bg="white">
            <NativeSelect.Field aria-label="尽调清单" value={templateId} onChange={(e) => setTemplateId(e.currentTarget.value)} data-testid="template-select">
              {templates.data?.items.map((t) => (
                <option key={t.template_id} value={t.template_id}>
                  {t.name}（{t.questions.length}项）
                </option>
              ))}
              <option value="custom">自定义问题</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Input size="sm" maxW="xs" bg="white" placeholder="任务名称（选填）" maxLength={60} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        </HStack>
        {templateId === 'custom' ? (
          <Textarea rows={5} bg="white" placeholder="每行一个问题，例如：公司的实际控制人是谁？" value={custom} onChange={(e) => setCustom(e.currentTarget.value)} />
        ) : (
          <Text fontSize="sm" color="gray.600" lineClamp={3}>
            {tpl?.questions.join('；')}
          </Text>
        )}
        <HStack justify="flex-end">
          <Button colorPalette="blue" loading={sending} onClick={() => void submit()} data-testid="trace-start">
            开始尽调
          </Button>
        </HStack>
        <Heading size="md" mt="4">
          最近的尽调
        </Heading>
        {list.data?.items.length === 0 && <Text color="gray.500">执行过的历史任务将出现在这里</Text>}
        {list.data?.items.map((item) => (
          <HStack key={item.task_id} bg="white" borderWidth="1px" rounded="md" px="3" py="2">
            <Link to="/traceabilityDetail" search={{ task_id: item.task_id } as never} style={{ flex: 1 }}>
              <Text fontWeight="medium">{item.name}</Text>
            </Link>
            <Text fontSize="xs" color="gray.500">
              {item.file_count} 份文件 · {item.question_count} 个问题
            </Text>
            <Badge colorPalette={item.status === 'FINISH' ? 'green' : item.status === 'FAILURE' ? 'red' : 'blue'}>
              {STATUS_LABELS[item.status] ?? item.status}
              {item.status === 'RUNNING' ? ` ${item.progress}%` : ''}
            </Badge>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
