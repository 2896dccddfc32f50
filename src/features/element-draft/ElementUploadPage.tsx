import {
  Badge,
  Box,
  Button,
  Field,
  Heading,
  HStack,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { NARRATIVE_MAX, type TTemplateInfo } from '@common/api/draft';
import { newIdempotencyKey } from '@/features/contract/ids';
import { createDraft, fetchTemplates } from '@/features/draft/api';
import { requireLogin } from '@/features/auth/login-gate';
import { CaseFileError, readCaseFileText } from './case-file-text';

/**
 * 要素式文书起草 (/elementBasedUpload, spec §2, no sidebar): the lawyer uploads the case material (.docx or .txt) instead
 * of typing the story, picks the document to draft, checks the text read from the file, and 生成文书 drafts it the
 * same way /documentDraft does (parties, amounts, dates extracted; missing ones marked 【待补充】), then opens the draft.
 */
export function ElementUploadPage() {
  const navigate = useNavigate();
  const templates = useQuery({
    queryKey: ['draft', 'templates', 'all', ''],
    queryFn: () => fetchTemplates(undefined, ''),
    staleTime: 60_000,
  });
  const [templateId, setTemplateId] = useState('');
  const [fileName, setFileName] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [key] = useState(() => newIdempotencyKey());
  const input = useRef<HTMLInputElement>(null);
  const items: TTemplateInfo[] = templates.data?.items ?? [];
  const template = items.find((t) => t.template_id === templateId) ?? items[0];

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError('');
    try {
      const read = await readCaseFileText(file);
      if (read.length > NARRATIVE_MAX) {
        setError(`文件内容超过${NARRATIVE_MAX}字，请只保留案情部分后重新上传，或在下方删减`);
      }
      setFileName(file.name);
      setText(read.slice(0, NARRATIVE_MAX));
    } catch (e) {
      setError(e instanceof CaseFileError ? e.message : '文件读取失败，请重试');
    }
  };

  const submit = () =>
    requireLogin(() => {
      if (!template || !text.trim()) return;
      setBusy(true);
      createDraft({ template_id: template.template_id, fields: {}, narrative: text }, key)
        .then(({ task_id }) => navigate({ to: '/draftDetail', search: { task_id } as never }))
        // The api client has shown the server's message (quota, validation) or the network banner.
        .catch(() => undefined)
        .finally(() => setBusy(false));
    });

  return (
    <Box px={{ base: '4', md: '8' }} py="6" maxW="4xl" mx="auto" data-testid="element-upload">
      <HStack justify="space-between" mb="1">
        <Heading as="h1" size="xl">
          要素式文书起草
        </Heading>
        <Button asChild size="sm" variant="ghost">
          <Link to="/documentDraft">手动填写要素</Link>
        </Button>
      </HStack>
      <Text color="fg.muted" mb="5">
        上传案情材料（起诉材料、借条、聊天记录整理稿等），系统从中提取当事人、金额、日期等要素并生成文书，缺少的要素标为【待补充】。
      </Text>
      <Stack gap="5" bg="white" borderWidth="1px" borderColor="border" rounded="xl" p="6">
        <Field.Root required>
          <Field.Label>要起草的文书</Field.Label>
          <NativeSelect.Root disabled={items.length === 0}>
            <NativeSelect.Field
              aria-label="要起草的文书"
              value={template?.template_id ?? ''}
              onChange={(e) => setTemplateId(e.currentTarget.value)}
            >
              {items.map((t) => (
                <option key={t.template_id} value={t.template_id}>
                  {t.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {template && <Field.HelperText>{template.description}</Field.HelperText>}
        </Field.Root>

        <Box
          borderWidth="2px"
          borderStyle="dashed"
          borderColor={error ? 'red.300' : 'border'}
          rounded="lg"
          p="6"
          textAlign="center"
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            void pick(e.dataTransfer.files[0]);
          }}
        >
          <Stack align="center" gap="2">
            <Text fontWeight="medium">{fileName ? `已读取：${fileName}` : '拖入案情材料，或'}</Text>
            <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
              {fileName ? '重新选择文件' : '选择文件'}
            </Button>
            <Text fontSize="xs" color="fg.subtle">
              支持 .docx、.txt，不超过 10MB；扫描件请先识别文字
            </Text>
            <input
              ref={input}
              type="file"
              accept=".docx,.txt"
              hidden
              aria-label="上传案情材料"
              onChange={(e) => {
                void pick(e.currentTarget.files?.[0]);
                e.currentTarget.value = '';
              }}
            />
          </Stack>
        </Box>
        {error && (
          <Text color="red.600" fontSize="sm" role="alert">
            {error}
          </Text>
        )}

        {text && (
          <Field.Root>
            <Field.Label>
              从文件读取的案情 <Badge ml="1">可修改</Badge>
            </Field.Label>
            <Textarea
              rows={10}
              maxLength={NARRATIVE_MAX}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              aria-label="读取的案情"
            />
            <Field.HelperText>
              {text.length}/{NARRATIVE_MAX}
            </Field.HelperText>
          </Field.Root>
        )}
        <HStack justify="flex-end">
          <Button
            colorPalette="brand"
            disabled={!template || !text.trim()}
            loading={busy}
            loadingText="正在起草…"
            onClick={submit}
          >
            生成文书
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
