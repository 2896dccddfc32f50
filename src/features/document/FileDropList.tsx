/** Drop zone and per-file progress list shared by file Q&A and due diligence (several files at once). */
import { Badge, Box, Button, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type DragEvent } from 'react';
import { useRequireLogin } from '@/features/auth/useRequireLogin';
import { FILE_ACCEPT, fileIconKind } from './file-rules';
import type { TUploadItem } from './useFileUploads';

const ICON_COLORS = { pdf: 'red.500', doc: 'blue.500', png: 'green.500', jpg: 'green.600', txt: 'gray.500' } as const;

function phaseText(item: TUploadItem): string {
  if (item.phase === 'failed') return item.error ?? '上传失败';
  if (item.phase === 'encrypting') return '加密中';
  if (item.phase === 'uploading') return `上传中 ${item.progress}%`;
  if (item.phase === 'processing') return item.ocr ? `文字识别中 ${item.ocr.done}/${item.ocr.total} 页` : '解析中';
  return '已就绪';
}

export function FileDropList({ items, onAdd, onRemove }: { items: TUploadItem[]; onAdd: (files: File[]) => void; onRemove: (key: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const requireLogin = useRequireLogin();
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const files = Array.from(e.dataTransfer.files);
    requireLogin(() => onAdd(files));
  };
  return (
    <Stack gap="3">
      <Box
        data-testid="file-drop"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'blue.400' : 'gray.300'}
        bg={dragging ? 'blue.50' : 'white'}
        rounded="lg"
        p="6"
        textAlign="center"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Text fontWeight="medium">{dragging ? '释放以上传文件' : '拖拽文件到此处，或'}</Text>
        <Button mt="2" size="sm" colorPalette="blue" onClick={() => requireLogin(() => input.current?.click())}>
          选择文件
        </Button>
        <Text mt="2" fontSize="sm" color="gray.500">
          支持 pdf、doc、docx、png、jpg、jpeg、txt，可多选，单个文件不超过100M；扫描件与图片将自动识别文字
        </Text>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={FILE_ACCEPT}
          data-testid="file-input"
          onChange={(e) => {
            if (e.currentTarget.files) onAdd(Array.from(e.currentTarget.files));
            e.currentTarget.value = '';
          }}
        />
      </Box>
      {items.map((item) => (
        <HStack key={item.key} borderWidth="1px" rounded="md" px="3" py="2" bg="white" data-testid="upload-item">
          <Badge colorPalette="gray" color={ICON_COLORS[fileIconKind(item.name)]} minW="10" justifyContent="center">
            {fileIconKind(item.name).toUpperCase()}
          </Badge>
          <Stack gap="0" flex="1" minW="0">
            <Text truncate fontSize="sm">
              {item.name}
            </Text>
            <Text fontSize="xs" color={item.phase === 'failed' ? 'red.500' : 'gray.500'}>
              {(item.size / 1024).toFixed(2)} KB · {phaseText(item)}
            </Text>
            <Box h="1" bg="gray.100" rounded="full" overflow="hidden">
              <Box h="full" w={`${item.phase === 'ready' ? 100 : item.progress}%`} bg={item.phase === 'failed' ? 'red.400' : 'blue.400'} />
            </Box>
          </Stack>
          <CloseButton size="sm" aria-label="移除文件" onClick={() => onRemove(item.key)} />
        </HStack>
      ))}
    </Stack>
  );
}
