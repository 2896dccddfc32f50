/**
 * 文件问答 (/assistant, /guidAssistant): upload one or several files, ask a question, and go to the conversation.
 * Recent conversations and the history page are one click away.
 */
import { Box, Button, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { QUESTION_MAX } from '@common/api/document';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { createQaTask } from './api';
import { FileDropList } from './FileDropList';
import { useFileUploads } from './useFileUploads';

export function AssistantPage({ detailPath = '/fileChatDetail', historyPath = '/fileHistory' }: { detailPath?: string; historyPath?: string }) {
  const uploads = useFileUploads('document');
  const [question, setQuestion] = useState('');
  const [sending, setSending] = useState(false);
  const navigate = useNavigate();
  const submit = async () => {
    const q = question.trim();
    if (!q) return notify.warning('问题不能为空');
    if (uploads.readyIds.length === 0) return notify.warning('请等待文件上传完成');
    setSending(true);
    try {
      const created = await createQaTask(uploads.readyIds, q);
      void navigate({ to: detailPath, search: { task_id: created.task_id, message_id: created.message_id } as never });
    } catch (err) {
      if (!(err instanceof ApiError)) notify.error('提交失败，请重试');
    } finally {
      setSending(false);
    }
  };
  return (
    <Box px={{ base: '4', md: '8' }} py="6" maxW="4xl" mx="auto" data-testid="assistant-page">
      <HStack justify="space-between" mb="4">
        <Stack gap="1">
          <Heading size="lg">文件问答</Heading>
          <Text color="gray.600" fontSize="sm">
            上传文件后就其内容提问，每个回答都标注原文出处，点击即可定位到文件原文。
          </Text>
        </Stack>
        <Button asChild variant="outline" size="sm">
          <Link to={historyPath}>历史记录</Link>
        </Button>
      </HStack>
      <Stack gap="4">
        <FileDropList items={uploads.items} onAdd={uploads.add} onRemove={uploads.remove} />
        <Textarea
          value={question}
          maxLength={QUESTION_MAX}
          placeholder="请输入关于文件的问题，例如：违约责任如何约定？"
          rows={3}
          bg="white"
          data-testid="question-input"
          onChange={(e) => setQuestion(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void submit();
            }
          }}
        />
        <HStack justify="space-between">
          <Text fontSize="xs" color="gray.500">
            {question.length}/{QUESTION_MAX}
          </Text>
          <Button colorPalette="blue" loading={sending} disabled={uploads.busy && uploads.readyIds.length === 0} onClick={() => void submit()} data-testid="ask-button">
            开始提问
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
