import { Box, Button, HStack, Portal, Stack, Text, Tooltip } from '@chakra-ui/react';
import { useRef, useState, type DragEvent } from 'react';
import { Messages } from '@common/codes';
import { InfoIcon, UploadCloudIcon } from '../icons';

export const UPLOAD_HINT = '支持doc、docx格式，文件不超过100M，字数不超过10万字';
export const UPLOAD_TOOLTIP = '合同中含有嵌套表格、图片或水印时，可能导致解析失败或审查效果不佳';
export const DROP_TEXT = '释放以上传文件';
/** The hint on a server without LibreOffice (base config server_features.doc_conversion false). */
export const UPLOAD_HINT_DOCX_ONLY = '支持docx格式，文件不超过100M，字数不超过10万字';

type TProps = {
  /** A file was dropped (the page checks login, type and size). */
  onDropFile: (file: File) => void;
  /** The zone or the button was clicked: the page opens the file picker (after login when needed). */
  onPick: () => void;
  /** False when this server cannot convert .doc (no LibreOffice): said here, before a file is picked. */
  docConversion?: boolean;
};

/** Upload zone (spec §2 state 1): drag and drop with an overlay while dragging, the upload button, hint and tooltip. */
export function UploadZone({ onDropFile, onPick, docConversion = true }: TProps) {
  const hint = docConversion ? UPLOAD_HINT : UPLOAD_HINT_DOCX_ONLY;
  const [dragging, setDragging] = useState(false);
  // dragenter/dragleave fire for every child the pointer crosses; count them to know when it really left.
  const depth = useRef(0);

  const handleDragEnter = (e: DragEvent) => {
    if (!Array.from(e.dataTransfer.types).includes('Files')) return;
    e.preventDefault();
    depth.current += 1;
    setDragging(true);
  };
  const handleDragOver = (e: DragEvent) => {
    if (!Array.from(e.dataTransfer.types).includes('Files')) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
  };
  const handleDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const handleDrop = (e: DragEvent) => {
    e.preventDefault();
    depth.current = 0;
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file) onDropFile(file);
  };

  return (
    <Box
      position="relative"
      role="button"
      tabIndex={0}
      aria-label="上传合同文件"
      borderWidth="1.5px"
      borderStyle="dashed"
      borderColor={dragging ? 'brand.solid' : 'gray.300'}
      bg={dragging ? 'brand.subtle' : 'gray.50/60'}
      rounded="xl"
      px="6"
      py="12"
      textAlign="center"
      cursor="pointer"
      transition="border-color 0.15s, background 0.15s"
      _hover={{ borderColor: 'brand.400', bg: 'brand.50/50' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      onClick={onPick}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onPick();
        }
      }}
      onDragEnter={handleDragEnter}
      onDragOver={handleDragOver}
      onDragLeave={handleDragLeave}
      onDrop={handleDrop}
      data-testid="upload-zone"
      data-dragging={dragging || undefined}
    >
      <Stack align="center" gap="3" visibility={dragging ? 'hidden' : 'visible'}>
        <Box display="inline-flex" p="3.5" rounded="full" bg="brand.subtle" color="brand.solid">
          <UploadCloudIcon boxSize="8" />
        </Box>
        <Text fontSize="md" color="fg">
          将合同文件拖到此处，或
          <Text as="span" color="brand.fg" fontWeight="medium">
            点击上传
          </Text>
        </Text>
        <Button colorPalette="brand" size="md" px="8" tabIndex={-1} data-testid="upload-button">
          <UploadCloudIcon />
          上传合同
        </Button>
        <HStack gap="1.5" fontSize="sm" color="fg.muted" justify="center">
          <Text>{hint}</Text>
          <Tooltip.Root openDelay={150} positioning={{ placement: 'top' }}>
            <Tooltip.Trigger asChild>
              <Box
                as="span"
                display="inline-flex"
                color="fg.subtle"
                aria-label={UPLOAD_TOOLTIP}
                tabIndex={0}
                onClick={(e) => e.stopPropagation()}
                data-testid="upload-tooltip"
              >
                <InfoIcon />
              </Box>
            </Tooltip.Trigger>
            <Portal>
              <Tooltip.Positioner>
                <Tooltip.Content maxW="280px">
                  <Tooltip.Arrow>
                    <Tooltip.ArrowTip />
                  </Tooltip.Arrow>
                  {UPLOAD_TOOLTIP}
                </Tooltip.Content>
              </Tooltip.Positioner>
            </Portal>
          </Tooltip.Root>
        </HStack>
        {!docConversion && (
          <Text fontSize="sm" color="orange.700" bg="orange.50" px="3" py="1.5" rounded="md" data-testid="doc-unsupported-notice">
            {Messages.docConversionUnavailable}
          </Text>
        )}
      </Stack>
      {dragging && (
        <Stack
          position="absolute"
          inset="0"
          align="center"
          justify="center"
          gap="2"
          pointerEvents="none"
          rounded="xl"
          bg="brand.subtle/90"
          data-testid="drop-overlay"
        >
          <UploadCloudIcon boxSize="10" color="brand.solid" />
          <Text fontSize="lg" fontWeight="semibold" color="brand.fg">
            {DROP_TEXT}
          </Text>
          <Text fontSize="sm" color="brand.fg">
            {hint}
          </Text>
        </Stack>
      )}
    </Box>
  );
}
