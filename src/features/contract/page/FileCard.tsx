import { Box, CloseButton, HStack, Link, ProgressCircle, Stack, Text } from '@chakra-ui/react';
import type { TUploadState } from '../upload/upload-state';
import { formatKb } from '../upload/validate-file';
import { CheckIcon, WordFileIcon, XIcon } from '../icons';

type TProps = {
  state: Exclude<TUploadState, { phase: 'idle' }>;
  onClose: () => void;
  onReupload: () => void;
  /** While a .doc waits for its conversion: the queue line (decision 185). */
  queueText?: string | null;
};

function statusText(state: TProps['state'], queueText?: string | null): string {
  if (state.phase === 'success') return `上传成功 · ${state.result.file_count.toLocaleString('zh-CN')} 字`;
  if (state.phase === 'danger') return state.message;
  if (state.stage === 'encrypting') return '正在加密…';
  if (state.stage === 'sending') return `上传中 ${state.progress}%`;
  return queueText ?? '正在解析合同…';
}

/** The chosen file (spec §2 state 2): Word icon, name, size in KB, circular progress, close; 重新上传 on failure. */
export function FileCard({ state, onClose, onReupload, queueText }: TProps) {
  const danger = state.phase === 'danger';
  const done = state.phase === 'success';
  const palette = danger ? 'red' : done ? 'green' : 'brand';
  return (
    <HStack
      gap="4"
      p="4"
      rounded="lg"
      borderWidth="1px"
      borderColor={danger ? 'red.300' : 'border'}
      bg={danger ? 'red.50' : 'white'}
      data-testid="file-card"
      data-phase={state.phase}
    >
      <WordFileIcon />
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontWeight="medium" truncate title={state.file.name} data-testid="file-name">
          {state.file.name}
        </Text>
        <HStack gap="2" fontSize="xs" color="fg.muted">
          <Text data-testid="file-size">{formatKb(state.file.size)}</Text>
          <Box w="1px" h="3" bg="border" />
          <Text color={danger ? 'red.600' : done ? 'green.700' : 'fg.muted'} data-testid="upload-status">
            {statusText(state, queueText)}
          </Text>
          {danger && (
            <Link as="button" fontSize="xs" color="brand.fg" fontWeight="medium" onClick={onReupload} data-testid="reupload">
              重新上传
            </Link>
          )}
        </HStack>
      </Stack>
      <ProgressCircle.Root value={state.progress} size="md" colorPalette={palette} data-testid="upload-progress" aria-label={`上传进度 ${state.progress}%`}>
        <ProgressCircle.Circle css={{ '--thickness': '3px' }}>
          <ProgressCircle.Track />
          <ProgressCircle.Range transition="stroke-dashoffset 0.2s" />
        </ProgressCircle.Circle>
        <ProgressCircle.Label position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center" fontSize="2xs" color={`${palette}.fg`}>
          {done ? <CheckIcon boxSize="3.5" /> : danger ? <XIcon boxSize="3.5" /> : `${state.progress}%`}
        </ProgressCircle.Label>
      </ProgressCircle.Root>
      <CloseButton size="sm" aria-label="移除文件" onClick={onClose} data-testid="file-close" />
    </HStack>
  );
}
