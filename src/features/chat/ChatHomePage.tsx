/** AI对话 (/deepseek): one question box (the first question opens the chat page, where the answer streams) and recent chats. */
import { Box, Button, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { CHAT_INPUT_MAX } from '@common/api/chat';
import { newIdempotencyKey } from '@/features/contract/ids';
import { askChat, fetchChats } from './api';

const EXAMPLES = ['借款到期不还，出借人可以主张哪些权利？', '劳动合同试用期最长可以约定多久？', '房屋租赁合同中承租人可以解除合同的情形有哪些？'];

export function ChatHomePage({ detailPath = '/deepChatDetail' }: { detailPath?: string }) {
  const [input, setInput] = useState('');
  const [sending, setSending] = useState(false);
  const navigate = useNavigate();
  const recent = useQuery({ queryKey: ['chat', 'recent'], queryFn: () => fetchChats(1, 5, '') });
  const send = async (text = input) => {
    const content = text.trim();
    if (!content || sending) return;
    setSending(true);
    try {
      const asked = await askChat(content, undefined, newIdempotencyKey());
      await navigate({ to: detailPath, search: { chat_id: asked.chat_id } as never });
    } catch {
      // Shown by the api client.
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack px={{ base: '4', md: '8' }} py="10" maxW="3xl" mx="auto" gap="5" data-testid="chat-home">
      <Heading size="xl" textAlign="center">
        AI对话
      </Heading>
      <Text textAlign="center" color="gray.600">
        就法律实务问题自由提问，回答引用的法条会逐条核验。
      </Text>
      <Box bg="white" borderWidth="1px" rounded="lg" p="3">
        <Textarea
          rows={4}
          border="none"
          maxLength={CHAT_INPUT_MAX}
          placeholder="请输入您的问题，Enter 发送，Shift+Enter 换行"
          value={input}
          onChange={(e) => setInput(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void send();
            }
          }}
          aria-label="输入问题"
        />
        <HStack justify="space-between">
          <Text fontSize="xs" color="gray.500">
            {input.length}/{CHAT_INPUT_MAX}
          </Text>
          <Button colorPalette="blue" size="sm" loading={sending} disabled={!input.trim()} onClick={() => void send()} data-testid="chat-ask">
            发送
          </Button>
        </HStack>
      </Box>
      <HStack wrap="wrap" gap="2">
        {EXAMPLES.map((q) => (
          <Button key={q} size="xs" variant="outline" onClick={() => void send(q)}>
            {q}
          </Button>
        ))}
      </HStack>
      {(recent.data?.items.length ?? 0) > 0 && (
        <Stack gap="1">
          <HStack justify="space-between">
            <Text fontSize="sm" color="gray.500">
              最近对话
            </Text>
            <Link to="/history">
              <Text fontSize="sm" color="blue.600">
                全部
              </Text>
            </Link>
          </HStack>
          {recent.data?.items.map((c) => (
            <Link key={c.chat_id} to={detailPath} search={{ chat_id: c.chat_id } as never}>
              <Text fontSize="sm" truncate>
                {c.title}
              </Text>
            </Link>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
