/**
 * The research input (spec §5): placeholder 请输入法律问题、案情事实、争议焦点; the question is trimmed and must not be
 * empty (研究内容不能为空！); a counter x/2000 turns to warning style past 2000 characters, and sending then shows
 * 超出最大字数限制， 建议您精简提问后使用 for 2 s; Enter sends, Shift+Enter breaks the line; nothing is sent while an
 * answer is being generated (正在生成对话中).
 */
import { Box, Button, Flex, Text, Textarea } from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';
import { ResearchTexts } from '@common/api/research';
import { RESEARCH_INPUT_MAX } from '@common/limits';
import { notify } from '@/lib/notify';

export function ResearchInput({ onSend, generating, onStop, initial = '' }: { onSend: (question: string) => Promise<boolean> | boolean; generating: boolean; onStop?: () => void; initial?: string }) {
  const [text, setText] = useState(initial);
  const length = text.length;
  const over = length > RESEARCH_INPUT_MAX;

  const send = async () => {
    const question = text.trim();
    if (generating) return void notify.warning(ResearchTexts.generating, { duration: 2000 });
    if (!question) return void notify.warning(ResearchTexts.empty, { duration: 2000 });
    if (question.length > RESEARCH_INPUT_MAX) return void notify.warning(ResearchTexts.tooLong, { duration: 2000 });
    if (await onSend(question)) setText('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  return (
    <Box bg="white" borderWidth="1px" borderColor={over ? 'border.error' : 'border'} rounded="xl" shadow="sm" _focusWithin={{ borderColor: over ? 'border.error' : 'brand.400' }}>
      <Textarea
        aria-label="研究问题"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={ResearchTexts.placeholder}
        variant="flushed"
        border="none"
        resize="none"
        rows={3}
        px="4"
        pt="3"
        _focus={{ boxShadow: 'none' }}
      />
      <Flex align="center" justify="flex-end" px="3" pb="3" gap="3">
        <Text fontSize="xs" color={over ? 'fg.error' : 'fg.muted'} data-testid="research-counter" data-over={over ? 'true' : 'false'}>
          {length}/{RESEARCH_INPUT_MAX}
        </Text>
        {generating && onStop ? (
          <Button size="sm" variant="outline" onClick={onStop}>
            停止生成
          </Button>
        ) : (
          <Button size="sm" colorPalette="brand" onClick={() => void send()} aria-label="发送">
            发送
          </Button>
        )}
      </Flex>
    </Box>
  );
}
